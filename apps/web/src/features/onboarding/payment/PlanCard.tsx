import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnboardingT } from '../i18n.ts';
import type { Plan } from '../types.ts';
import { money, planLabel } from './planLabel.ts';

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  choosing: boolean;
  disabled: boolean;
  onChoose(plan: Plan): void;
}

export function PlanCard({ plan, current, choosing, disabled, onChoose }: PlanCardProps) {
  const t = useOnboardingT();
  const { i18n } = useTranslation();
  return (
    <Card className="hh-plan-card" data-testid="plan-card" data-plan-id={plan.id}>
      <div className="hh-plan-head">
        <span className="hh-plan-name">{planLabel(plan, i18n.language)}</span>
        {current && <Tag color="processing">{t('plans.current')}</Tag>}
      </div>
      <div className="hh-plan-price">
        <span className="hh-plan-amount" data-testid="plan-price">
          {money(t, plan.price)}
        </span>
        <span className="hh-plan-per">{t('plans.perDuration', { days: plan.durationDays })}</span>
      </div>
      <ul className="hh-plan-limits">
        <li>
          <CheckOutlined /> {t('plans.duration', { days: plan.durationDays })}
        </li>
        <li>
          <CheckOutlined /> {t('plans.stores', { count: plan.maxStores })}
        </li>
        <li>
          <CheckOutlined /> {t('plans.staff', { count: plan.maxStaff })}
        </li>
      </ul>
      <Button
        type="primary"
        block
        loading={choosing}
        disabled={disabled && !choosing}
        onClick={() => onChoose(plan)}
        data-testid="plan-choose"
      >
        {t('plans.choose')}
      </Button>
    </Card>
  );
}
