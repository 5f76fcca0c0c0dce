import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton.tsx';
import { withFeedback } from '../../lib/feedback.ts';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      withFeedback((feedback) => feedback.message.warning(t('layout.fullscreenUnsupported')));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  const label = active ? t('layout.exitFullscreen') : t('layout.fullscreen');
  return (
    <IconButton
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      label={label}
      onClick={toggle}
      testId="fullscreen"
    />
  );
}
