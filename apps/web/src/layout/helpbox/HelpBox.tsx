import { CustomerServiceOutlined, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const HelpDialog = lazy(() => import('./HelpDialog.tsx'));

export function HelpBox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <FloatButton.Group
        trigger="click"
        icon={<QuestionCircleOutlined />}
        tooltip={t('helpBox.title')}
        className="hh-help-box"
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
