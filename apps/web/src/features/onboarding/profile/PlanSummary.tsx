import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import { Button, Card, Descriptions } from 'antd';
import { CompanyStatusTag } from '../../../components/CompanyStatusTag.tsx';
import { useOnboardingT } from '../i18n.ts';
import { usePlanName } from '../payment/usePlans.ts';
import type { ShopDetails } from '../types.ts';

interface PlanSummaryProps {
  company: ShopDetails;
  /** Absent without the company:pay permission. */
  onBuy?: () => void;
}

export function PlanSummary({ company, onBuy }: PlanSummaryProps) {
  const t = useOnboardingT();
  const planName = usePlanName();
  return (
    <Card
      title={t('profile.plan')}
      data-testid="shop-plan"
      extra={
        onBuy && (
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={onBuy} data-testid="shop-plan-buy">
            {company.planName ? t('profile.renew') : t('profile.buy')}
          </Button>
        )
      }
    >
      <Descriptions
        column={1}
        items={[
          {
            key: 'status',
            label: t('profile.status'),
            children: <CompanyStatusTag status={company.status} />,
          },
          {
            key: 'plan',
            label: t('profile.planName'),
            children: company.planName ? planName({ planName: company.planName }) : t('profile.noPlan'),
          },
          {
            key: 'expire',
            label: t('profile.expireTime'),
            children: company.expireTime
              ? formatDate(company.expireTime, 'YYYY-MM-DD HH:mm')
              : t('profile.noExpire'),
          },
        ]}
      />
    </Card>
  );
}
