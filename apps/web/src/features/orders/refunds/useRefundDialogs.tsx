import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { usePermission } from '../../../components/usePermission.ts';
import type { OrderDetail } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { ORDER_PERMISSIONS } from '../permissions.ts';
import { RecordAfterSaleDialog } from './RecordAfterSaleDialog.tsx';
import { StaffRefundDialog } from './StaffRefundDialog.tsx';

/** Paid and not closed: money may still go back, and a shopper may still ask. */
const OPEN_PAID = new Set<OrderDetail['status']>(['toShip', 'toVerify', 'shipped', 'received', 'completed']);

/** The detail's refund and record-a-request buttons, for those who may, and their dialogs. */
export function useRefundDialogs(order: OrderDetail | undefined, onChanged: () => void) {
  const t = useOrdersT();
  const mayRefund = usePermission(ORDER_PERMISSIONS.staffRefund);
  const mayRecord = usePermission(ORDER_PERMISSIONS.recordAfterSale);
  const [opened, setOpened] = useState<'refund' | 'record' | null>(null);
  const open = order !== undefined && OPEN_PAID.has(order.status) && order.refundStatus !== 'full';
  const close = () => setOpened(null);
  const done = () => {
    setOpened(null);
    onChanged();
  };
  const buttons: ReactNode = open && (
    <>
      {mayRefund && (
        <Button size="small" danger onClick={() => setOpened('refund')} data-testid="order-staff-refund">
          {t('staffRefund.open')}
        </Button>
      )}
      {mayRecord && (
        <Button size="small" onClick={() => setOpened('record')} data-testid="order-record-after-sale">
          {t('recordSale.open')}
        </Button>
      )}
    </>
  );
  const dialogs: ReactNode = (
    <>
      <StaffRefundDialog order={opened === 'refund' ? (order ?? null) : null} onClose={close} onDone={done} />
      <RecordAfterSaleDialog
        order={opened === 'record' ? (order ?? null) : null}
        onClose={close}
        onDone={done}
      />
    </>
  );
  return { buttons, dialogs };
}
