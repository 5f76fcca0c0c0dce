import { formatThousands, type RefundTarget } from '@hh/shared';
import { Descriptions, Form } from 'antd';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type AfterSaleRef, refundAfterSale } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import { RefundToField } from './RefundToField.tsx';
import { SaleHead } from './SaleHead.tsx';

interface RefundValues {
  refundTo: RefundTarget;
}

const INITIAL: RefundValues = { refundTo: 'original' };

export interface RefundDialogProps {
  sale: AfterSaleRef | null;
  onClose(): void;
  onDone(): void;
}

/** Pays the approved amount back (the server takes the amount from the after-sale, never from here). */
export function RefundDialog({ sale, onClose, onDone }: RefundDialogProps) {
  const t = useAfterSalesT();
  const [form] = Form.useForm<RefundValues>();

  const submit = async (values: RefundValues) => {
    if (!sale) return;
    await refundAfterSale(sale.id, values.refundTo);
    notifySuccess(t('refund.done'));
    onDone();
  };

  return (
    <ActionDialog
      open={sale !== null}
      title={t('refund.title')}
      name="after-sale-refund"
      form={form}
      initialValues={INITIAL}
      onClose={onClose}
      onSubmit={submit}
      head={sale && <SaleHead sale={sale} />}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('refund.amount')}>
          <strong data-testid="refund-amount">
            {formatThousands(sale?.amountApproved ?? sale?.amountRequested ?? '0')}
          </strong>
        </Descriptions.Item>
      </Descriptions>
      <RefundToField label={t('refund.to')} />
    </ActionDialog>
  );
}
