import { formatDate } from '@hh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../http/notify.ts';
import { fetchShopSummary } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { onboardingKeys } from '../queries.ts';
import type { OrderState, PlanOrder } from '../types.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { PlanPicker } from './PlanPicker.tsx';
import { usePlanName } from './usePlans.ts';

interface PurchaseDialogProps {
  companyId: number;
  currentPlanName: string | null;
  /** An unpaid order to pay; none: choose a plan first. */
  order: PlanOrder | null;
  onClose(): void;
}

interface Paid {
  state: OrderState;
  expireTime: string | null;
}

/** Renewing or buying a plan from the shop profile: the same plan cards and payment as the wizard. */
export function PurchaseDialog({ companyId, currentPlanName, order: initial, onClose }: PurchaseDialogProps) {
  const t = useOnboardingT();
  const { t: common } = useTranslation();
  const queryClient = useQueryClient();
  const planName = usePlanName();
  const [order, setOrder] = useState<PlanOrder | null>(initial);
  const [paid, setPaid] = useState<Paid | null>(null);

  const settled = async (state: OrderState) => {
    if (state.status === 'closed') {
      notifyError(t('pay.closed'));
      setOrder(null);
      return;
    }
    const summary = await queryClient.fetchQuery({
      queryKey: onboardingKeys.summary(companyId),
      queryFn: fetchShopSummary,
      staleTime: 0,
    });
    void queryClient.invalidateQueries({ queryKey: onboardingKeys.orders(companyId) });
    setPaid({ state, expireTime: summary.company.expireTime });
  };

  let body = <PlanPicker currentPlanName={currentPlanName} onOrdered={setOrder} />;
  if (paid) {
    const name = planName(paid.state);
    body = (
      <Result
        status="success"
        title={t('renewed.title')}
        subTitle={
          paid.state.companyStatus === 'pending_approval'
            ? t('waiting.text', { planName: name })
            : t('renewed.text', {
                planName: name,
                expire: paid.expireTime ? formatDate(paid.expireTime, 'YYYY-MM-DD') : t('profile.noExpire'),
              })
        }
        extra={
          <Button type="primary" onClick={onClose}>
            {common('common.confirm')}
          </Button>
        }
        data-testid="purchase-paid"
      />
    );
  } else if (order) {
    body = (
      <PaymentPanel
        order={order}
        onSettled={(state) => void settled(state)}
        onChangePlan={() => setOrder(null)}
      />
    );
  }

  return (
    <Modal
      open
      title={t('profile.renewTitle')}
      width={960}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="purchase-dialog"
    >
      {body}
    </Modal>
  );
}
