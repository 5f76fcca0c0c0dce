import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guard, usePermission } from '../../../components/usePermission.ts';
import { useLiveEvent } from '../../../live/useLiveEvent.ts';
import { useSession } from '../../../session/state.ts';
import { fetchShopSummary } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { PurchaseDialog } from '../payment/PurchaseDialog.tsx';
import { onboardingKeys } from '../queries.ts';
import type { PlanOrder } from '../types.ts';
import { AuditTrail } from './AuditTrail.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import { ShopProfileForm } from './ShopProfileForm.tsx';
import '../onboarding.css';

type Purchase = { order: PlanOrder | null } | null;

/** The shop profile screen (menu component shop/profile/index): details, plan, orders, approvals. */
export default function ShopProfilePage() {
  const t = useOnboardingT();
  const { t: common } = useTranslation();
  const queryClient = useQueryClient();
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  const canPay = usePermission(guard('company:pay'));
  const [purchase, setPurchase] = useState<Purchase>(null);
  const summary = useQuery({ queryKey: onboardingKeys.summary(companyId), queryFn: fetchShopSummary });

  useLiveEvent(['company.paid', 'company.approved', 'company.rejected'], () => {
    for (const queryKey of [
      onboardingKeys.summary(companyId),
      onboardingKeys.orders(companyId),
      onboardingKeys.audits(companyId),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });

  if (summary.isError) {
    return (
      <Result
        status="warning"
        title={t('profile.loadFailed')}
        extra={<Button onClick={() => void summary.refetch()}>{common('common.retry')}</Button>}
      />
    );
  }
  if (!summary.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const { company } = summary.data;

  return (
    <div className="hh-shop-profile" data-testid="shop-profile">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('profile.title')}>
            <ShopProfileForm key={company.companyId} details={company} />
          </Card>
        </Col>
        <Col xs={24} xl={10} className="hh-shop-profile-side">
          <PlanSummary company={company} onBuy={canPay ? () => setPurchase({ order: null }) : undefined} />
          <AuditTrail companyId={company.companyId} />
        </Col>
        {canPay && (
          <Col span={24}>
            <OrderHistory companyId={company.companyId} onPay={(order) => setPurchase({ order })} />
          </Col>
        )}
      </Row>
      {purchase && (
        <PurchaseDialog
          companyId={company.companyId}
          currentPlanName={company.planName}
          order={purchase.order}
          onClose={() => setPurchase(null)}
        />
      )}
    </div>
  );
}
