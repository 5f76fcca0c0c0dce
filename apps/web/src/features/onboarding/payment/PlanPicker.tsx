import { Button, Empty, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createOrder } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import type { Plan, PlanOrder } from '../types.ts';
import { PlanCard } from './PlanCard.tsx';
import { usePlans } from './usePlans.ts';

interface PlanPickerProps {
  /** The plan the shop has now (named by the server in the reader's language), marked on its card. */
  currentPlanName?: string | null;
  onOrdered(order: PlanOrder): void;
}

/** The plans on sale as cards; choosing one places an order for it. */
export function PlanPicker({ currentPlanName, onOrdered }: PlanPickerProps) {
  const t = useOnboardingT();
  const { t: common } = useTranslation();
  const plans = usePlans();
  const [choosing, setChoosing] = useState<number | null>(null);

  const choose = async (plan: Plan) => {
    setChoosing(plan.id);
    try {
      onOrdered(await createOrder(plan.id));
    } catch {
      setChoosing(null);
    }
  };

  if (plans.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (plans.isError) {
    return (
      <Result
        status="warning"
        title={t('plans.loadFailed')}
        extra={<Button onClick={() => void plans.refetch()}>{common('common.retry')}</Button>}
      />
    );
  }
  if (plans.data.length === 0) return <Empty description={t('plans.empty')} />;
  return (
    <div className="hh-plan-grid" data-testid="plan-picker">
      {plans.data.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          current={currentPlanName === plan.name || currentPlanName === plan.nameEn}
          choosing={choosing === plan.id}
          disabled={choosing !== null}
          onChoose={(chosen) => void choose(chosen)}
        />
      ))}
    </div>
  );
}
