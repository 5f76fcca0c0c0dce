import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useOnboardingT } from '../i18n.ts';
import { usePlanName } from '../payment/usePlans.ts';

export function WaitingView({ planName }: { planName: string | null }) {
  const t = useOnboardingT();
  const label = usePlanName();
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={t('waiting.title')}
      subTitle={planName ? t('waiting.text', { planName: label({ planName }) }) : t('waiting.textNoPlan')}
      data-testid="wizard-waiting"
    />
  );
}
