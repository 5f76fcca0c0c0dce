import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { guard, usePermission } from '../../../components/usePermission.ts';
import { notifyError } from '../../../http/notify.ts';
import { useLiveEvent } from '../../../live/useLiveEvent.ts';
import { planExpired } from '../../../routing/landing.ts';
import { updateShop } from '../../../session/actions.ts';
import { fetchOrders, fetchShopSummary } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { onboardingKeys } from '../queries.ts';
import type { OrderState, PlanOrder } from '../types.ts';
import { wizardView } from './wizardStep.ts';

/** While waiting for approval the shop is re-read now and then, in case the live socket is down. */
const APPROVAL_POLL_MS = 10_000;

const latestOrder = async (): Promise<PlanOrder | null> => (await fetchOrders(0, 1)).content[0] ?? null;

/** The wizard's state: the shop (its status decides the step) and the order being paid. */
export function useWizard(companyId: number) {
  const t = useOnboardingT();
  const queryClient = useQueryClient();
  const canPay = usePermission(guard('company:pay'));
  const summary = useQuery({
    queryKey: onboardingKeys.summary(companyId),
    queryFn: fetchShopSummary,
    refetchInterval: (query) =>
      query.state.data?.company.status === 'pending_approval' ? APPROVAL_POLL_MS : false,
  });
  const status = summary.data?.company.status;
  const expired = summary.data ? planExpired(summary.data.company) : false;
  const ordering = status === 'pending_payment' || expired;
  const latest = useQuery({
    queryKey: onboardingKeys.latestOrder(companyId),
    queryFn: latestOrder,
    enabled: canPay && ordering,
  });
  const [placed, setPlaced] = useState<PlanOrder | null>(null);
  const [choosingPlan, setChoosingPlan] = useState(false);

  useLiveEvent(['company.paid', 'company.approved', 'company.rejected'], () => {
    void summary.refetch();
    void queryClient.invalidateQueries({ queryKey: onboardingKeys.audits(companyId) });
  });

  const company = summary.data?.company;
  useEffect(() => {
    if (!company) return;
    updateShop({
      companyName: company.companyName,
      headPortrait: company.headPortrait,
      status: company.status,
      planName: company.planName,
      expireTime: company.expireTime,
    });
  }, [company]);

  const order = placed ?? latest.data ?? null;
  const ready = status !== undefined && (!ordering || !canPay || !latest.isPending);
  const view = ready ? wizardView({ status, expired, order, choosingPlan }) : null;

  return {
    summary,
    view,
    expired,
    canPay,
    order,
    ordered(next: PlanOrder) {
      setPlaced(next);
      setChoosingPlan(false);
    },
    changePlan() {
      setChoosingPlan(true);
    },
    settled(state: OrderState) {
      if (state.status === 'closed') {
        notifyError(t('pay.closed'));
        setPlaced(null);
        setChoosingPlan(true);
        return;
      }
      setPlaced(state);
      void summary.refetch();
    },
  };
}
