import { ORDER_REMARK_MAX } from '@hh/shared';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type OrderRef, setRemark } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { OrderHead } from './OrderHead.tsx';

interface RemarkValues {
  remark: string;
}

export interface RemarkDialogProps {
  order: OrderRef | null;
  onClose(): void;
  onDone(): void;
}

/** The staff remark, apart from the buyer's note; an empty remark clears it. */
export function RemarkDialog({ order, onClose, onDone }: RemarkDialogProps) {
  const t = useOrdersT();
  const [form] = Form.useForm<RemarkValues>();
  const initial = useMemo<RemarkValues>(() => ({ remark: order?.staffRemark ?? '' }), [order]);

  const submit = async (values: RemarkValues) => {
    if (!order) return;
    await setRemark(order.id, values.remark.trim());
    notifySuccess(t('remark.done'));
    onDone();
  };

  return (
    <ActionDialog
      open={order !== null}
      title={t('remark.title')}
      name="order-remark"
      form={form}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
      head={order && <OrderHead order={order} />}
    >
      <Form.Item name="remark" label={t('remark.label')}>
        <Input.TextArea
          rows={3}
          maxLength={ORDER_REMARK_MAX}
          showCount
          placeholder={t('remark.placeholder')}
          data-testid="remark-text"
        />
      </Form.Item>
    </ActionDialog>
  );
}
