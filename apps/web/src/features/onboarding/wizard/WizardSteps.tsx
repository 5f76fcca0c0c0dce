import { Steps } from 'antd';
import { useOnboardingT } from '../i18n.ts';
import { stepState, type WizardView } from './wizardStep.ts';

export function WizardSteps({ view }: { view: WizardView }) {
  const t = useOnboardingT();
  const { current, status } = stepState(view);
  return (
    <Steps
      className="hh-onboarding-steps"
      current={current}
      status={status}
      data-testid="wizard-steps"
      data-step={current}
      items={[
        { title: t('wizard.steps.info') },
        { title: t('wizard.steps.plan') },
        { title: t('wizard.steps.pay') },
        { title: t('wizard.steps.approval') },
      ]}
    />
  );
}
