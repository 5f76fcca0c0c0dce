import { Alert, Form, Radio, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type OrderRef, recordAfterSale } from '../api.ts';
import { OrderHead } from '../dialogs/OrderHead.tsx';
import { useOrdersT } from '../i18n.ts';
import { chosenLines } from './choice.ts';
import { useAfterSaleReasons, useRefundable } from './queries.ts';
import { ReasonFields } from './ReasonFields.tsx';
import { RefundLines } from './RefundLines.tsx';

interface RecordValues {
  type: 'refund' | 'returnRefund';
  quantities: Record<string, number | null>;
  reason?: string;
  explanation: string;
}

export interface RecordAfterSaleDialogProps {
  order: OrderRef | null;
  onClose(): void;
  onDone(): void;
}

/** A shopper's request taken down by staff (a phone call): it waits on the after-sales desk for review. */
export function RecordAfterSaleDialog({ order, onClose, onDone }: RecordAfterSaleDialogProps) {
  const t = useOrdersT();
  const [form] = Form.useForm<RecordValues>();
  const refundable = useRefundable(order?.id);
  const reasons = useAfterSaleReasons(order !== null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const data = order ? refundable.data : undefined;
  const initial = useMemo<RecordValues>(
    () => ({
      type: data?.types.includes('returnRefund') ? 'returnRefund' : 'refund',
      quantities: {},
      explanation: '',
    }),
    [data],
  );

  const submit = async (values: RecordValues) => {
    if (!order) return;
    const lines = chosenLines(values.quantities);
    if (lines.length === 0) {
      setLinesError(t('staffRefund.noLines'));
      return;
    }
    setLinesError(null);
    const done = await recordAfterSale({
      orderId: order.id,
      type: values.type,
      lines,
      reason: values.reason ?? '',
      explanation: values.explanation,
    });
    notifySuccess(t('recordSale.done', { code: done.code }));
    onDone();
  };

  return (
    <ActionDialog
      open={order !== null}
      title={t('recordSale.title')}
      name="record-after-sale"
      form={form}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
      okDisabled={!data?.canApply}
      head={order && <OrderHead order={order} />}
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data.canApply ? (
        <Alert type="info" showIcon message={data.reasonNot} data-testid="record-not" />
      ) : (
        <>
          <Form.Item name="type" label={t('recordSale.type')}>
            <Radio.Group
              optionType="button"
              options={data.types.map((value) => ({ value, label: t(`recordSale.types.${value}`) }))}
              data-testid="record-type"
            />
          </Form.Item>
          <RefundLines label={t('recordSale.pieces')} lines={data.lines} error={linesError} />
          <ReasonFields
            reasons={reasons}
            explanationLabel={t('recordSale.explanation')}
            testIdPrefix="record"
          />
        </>
      )}
    </ActionDialog>
  );
}
