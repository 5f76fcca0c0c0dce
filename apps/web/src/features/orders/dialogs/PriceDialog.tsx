import { formatThousands } from '@hh/shared';
import { Form } from 'antd';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { AmountField } from '../../../components/form/AmountField.tsx';
import { DialogNote } from '../../../components/form/DialogNote.tsx';
import { usePermission } from '../../../components/usePermission.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { changePrice, type OrderRef } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { ORDER_PERMISSIONS } from '../permissions.ts';
import { OrderHead } from './OrderHead.tsx';
import { mayChangePrice, priceProblem } from './priceRule.ts';

interface PriceValues {
  payAmount: string;
}

const INITIAL: PriceValues = { payAmount: '' };

export interface PriceDialogProps {
  order: OrderRef | null;
  onClose(): void;
  onDone(): void;
}

/** Changes an unpaid order's amount due: once, or again with `order:priceAgain`; logged old → new. */
export function PriceDialog({ order, onClose, onDone }: PriceDialogProps) {
  const t = useOrdersT();
  const [form] = Form.useForm<PriceValues>();
  const mayAgain = usePermission(ORDER_PERMISSIONS.priceAgain);
  const changes = order?.priceChangeCount ?? 0;
  const allowed = mayChangePrice(changes, mayAgain);

  const submit = async (values: PriceValues) => {
    if (!order) return;
    await changePrice(order.id, values.payAmount.trim());
    notifySuccess(t('price.done'));
    onDone();
  };

  const rule = !allowed
    ? t('price.blocked')
    : changes > 0
      ? t('price.againRule', { count: changes })
      : t('price.onceRule');
  return (
    <ActionDialog
      open={order !== null}
      title={t('price.title')}
      name="order-price"
      form={form}
      initialValues={INITIAL}
      onClose={onClose}
      onSubmit={submit}
      okDisabled={!allowed}
      head={
        order && (
          <>
            <OrderHead order={order} />
            <DialogNote type={allowed ? 'info' : 'warning'} title={rule} testId="price-rule" />
          </>
        )
      }
    >
      <AmountField
        name="payAmount"
        label={t('price.newAmount')}
        extra={order && `${t('price.current')}: ${formatThousands(order.payAmount)}`}
        problem={(value) => {
          const problem = priceProblem(value, order?.payAmount ?? '');
          return problem && t(`price.rules.${problem}`);
        }}
        disabled={!allowed}
        testId="price-amount"
      />
    </ActionDialog>
  );
}
