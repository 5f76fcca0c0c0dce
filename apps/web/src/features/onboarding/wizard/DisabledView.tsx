import { Result } from 'antd';
import { useOnboardingT } from '../i18n.ts';

export function DisabledView() {
  const t = useOnboardingT();
  return (
    <Result
      status="warning"
      title={t('disabled.title')}
      subTitle={t('disabled.text')}
      data-testid="wizard-disabled"
    />
  );
}
