import { CustomerServiceOutlined, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFoldOverContent } from './useFoldOverContent.ts';

const HelpDialog = lazy(() => import('./HelpDialog.tsx'));

export function HelpBox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const group = useRef<{ nativeElement: HTMLDivElement }>(null);
  // Over a control or a table row it folds to a sliver at the edge, and slides out on hover or focus.
  const folded = useFoldOverContent(group, menuOpen);
  return (
    <>
      <FloatButton.Group
        ref={group}
        trigger="click"
        open={menuOpen}
        onOpenChange={setMenuOpen}
        icon={<QuestionCircleOutlined />}
        tooltip={t('helpBox.title')}
        className={folded ? 'hh-help-box hh-help-box--folded' : 'hh-help-box'}
        data-testid="help-box"
        data-folded={folded}
      >
        <FloatButton
          icon={<CustomerServiceOutlined />}
          tooltip={t('helpBox.customerService')}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          data-testid="help-service"
        />
        <FloatButton
          icon={<ReadOutlined />}
          tooltip={t('helpBox.helpCenter')}
          href="/help"
          target="_blank"
          data-testid="help-center-link"
        />
      </FloatButton.Group>
      {used && (
        <Suspense fallback={null}>
          <HelpDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
