import { AFTER_SALE_REJECT_REASON_MAX } from '@hh/shared';
import { Form, Input } from 'antd';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type AfterSaleRef, rejectAfterSale } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import { SaleHead } from './SaleHead.tsx';

interface RejectValues {
  reason: string;
}

const INITIAL: RejectValues = { reason: '' };

export interface RejectDialogProps {
  sale: AfterSaleRef | null;
  onClose(): void;
  onDone(): void;
}

/** Rejects a request with the reason the shopper is shown. */
export function RejectDialog({ sale, onClose, onDone }: RejectDialogProps) {
  const t = useAfterSalesT();
  const [form] = Form.useForm<RejectValues>();

  const submit = async (values: RejectValues) => {
    if (!sale) return;
    await rejectAfterSale(sale.id, values.reason.trim());
    notifySuccess(t('reject.done'));
    onDone();
  };

  return (
    <ActionDialog
      open={sale !== null}
      title={t('reject.title')}
      name="after-sale-reject"
      form={form}
      initialValues={INITIAL}
      onClose={onClose}
      onSubmit={submit}
      head={sale && <SaleHead sale={sale} />}
    >
      <Form.Item name="reason" label={t('reject.reason')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea
          rows={3}
          maxLength={AFTER_SALE_REJECT_REASON_MAX}
          showCount
          placeholder={t('reject.placeholder')}
          data-testid="reject-reason"
        />
      </Form.Item>
    </ActionDialog>
  );
}
