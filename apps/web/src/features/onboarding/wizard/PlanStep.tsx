import { formatDate } from '@hh/shared';
import { Alert } from 'antd';
import { useOnboardingT } from '../i18n.ts';
import { PlanPicker } from '../payment/PlanPicker.tsx';
import type { PlanOrder } from '../types.ts';

interface PlanStepProps {
  onOrdered(order: PlanOrder): void;
  /** When the shop's plan ran out: the renewal is explained above the plans. */
  expiredAt?: string | null;
}

export function PlanStep({ onOrdered, expiredAt }: PlanStepProps) {
  const t = useOnboardingT();
  const renewing = expiredAt !== undefined;
  return (
    <div data-testid="wizard-plans">
      <h2 className="hh-onboarding-heading">{t(renewing ? 'plans.renewTitle' : 'plans.title')}</h2>
      {renewing ? (
        <Alert
          type="warning"
          showIcon
          className="hh-onboarding-renew"
          data-testid="wizard-renew"
          title={t('plans.renewHint', { date: expiredAt ? formatDate(expiredAt, 'YYYY-MM-DD') : '—' })}
        />
      ) : (
        <p className="hh-onboarding-hint">{t('plans.hint')}</p>
      )}
      <PlanPicker onOrdered={onOrdered} />
    </div>
  );
}
