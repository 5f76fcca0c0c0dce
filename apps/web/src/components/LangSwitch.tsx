import { TranslationOutlined } from '@ant-design/icons';
import type { Lang } from '@hh/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../http/notify.ts';
import { i18n, isLang } from '../i18n/index.ts';
import { useAppStore } from '../state/app.ts';

export function LangSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.lang);
  const setLang = useAppStore((state) => state.setLang);
  const choose = (next: Lang) => {
    if (next === lang) return;
    setLang(next);
    notifySuccess(i18n.t('common.languageChanged'));
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: [
          { key: 'zh', label: t('common.chinese') },
          { key: 'en', label: t('common.english') },
        ],
        onClick: ({ key }) => {
          if (isLang(key)) choose(key);
        },
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined />}
        aria-label={t('common.language')}
        data-testid="lang-switch"
      >
        {lang === 'zh' ? t('common.chinese') : t('common.english')}
      </Button>
    </Dropdown>
  );
}
