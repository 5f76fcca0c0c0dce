import { useOnboardingT } from '../i18n.ts';
import { PlanPicker } from '../payment/PlanPicker.tsx';
import type { PlanOrder } from '../types.ts';

export function PlanStep({ onOrdered }: { onOrdered(order: PlanOrder): void }) {
  const t = useOnboardingT();
  return (
    <div data-testid="wizard-plans">
      <h2 className="hh-onboarding-heading">{t('plans.title')}</h2>
      <p className="hh-onboarding-hint">{t('plans.hint')}</p>
      <PlanPicker onOrdered={onOrdered} />
    </div>
  );
}
