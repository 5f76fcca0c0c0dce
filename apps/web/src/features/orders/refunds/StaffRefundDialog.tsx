import { formatThousands, REFUND_TARGETS } from '@hh/shared';
import { Alert, Form, Radio, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type OrderRef, staffRefund } from '../api.ts';
import { OrderHead } from '../dialogs/OrderHead.tsx';
import { useOrdersT } from '../i18n.ts';
import { chosenLines } from './choice.ts';
import { useAfterSaleReasons, useRefundable } from './queries.ts';
import { ReasonFields } from './ReasonFields.tsx';
import { RefundLines } from './RefundLines.tsx';

type Mode = 'whole' | 'lines';

interface StaffRefundValues {
  mode: Mode;
  quantities: Record<string, number | null>;
  reason?: string;
  explanation: string;
  refundTo: (typeof REFUND_TARGETS)[number];
}

export interface StaffRefundDialogProps {
  order: OrderRef | null;
  onClose(): void;
  onDone(): void;
}

/**
 * Staff give money back on a paid order: the whole order cancelled and refunded while its goods are
 * still in the shop, or chosen pieces of its lines; through the after-sales, so it is on their desk.
 */
export function StaffRefundDialog({ order, onClose, onDone }: StaffRefundDialogProps) {
  const t = useOrdersT();
  const [form] = Form.useForm<StaffRefundValues>();
  const refundable = useRefundable(order?.id);
  const reasons = useAfterSaleReasons(order !== null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const data = order ? refundable.data : undefined;
  const mode = Form.useWatch('mode', form);
  const initial = useMemo<StaffRefundValues>(
    () => ({
      mode: data?.canCancel ? 'whole' : 'lines',
      quantities: {},
      explanation: '',
      refundTo: 'original',
    }),
    [data],
  );

  const submit = async (values: StaffRefundValues) => {
    if (!order) return;
    const lines = chosenLines(values.quantities);
    if (values.mode === 'lines' && lines.length === 0) {
      setLinesError(t('staffRefund.noLines'));
      return;
    }
    setLinesError(null);
    const done = await staffRefund({
      orderId: order.id,
      lines: values.mode === 'lines' ? lines : undefined,
      reason: values.reason ?? '',
      explanation: values.explanation,
      refundTo: values.refundTo,
    });
    notifySuccess(
      t(done.status === 'refunded' ? 'staffRefund.done' : 'staffRefund.pending', {
        amount: formatThousands(done.amountApproved ?? done.amountRequested),
        code: done.code,
      }),
    );
    onDone();
  };

  const nothing = data !== undefined && data.total === '0.00';
  return (
    <ActionDialog
      open={order !== null}
      title={t('staffRefund.title')}
      name="staff-refund"
      form={form}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
      okDisabled={!data || nothing}
      head={order && <OrderHead order={order} />}
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : nothing ? (
        <Alert type="info" showIcon message={t('staffRefund.nothing')} data-testid="refund-nothing" />
      ) : (
        <>
          <Form.Item name="mode" label={t('staffRefund.mode')}>
            <Radio.Group data-testid="refund-mode">
              <Radio value="whole" disabled={!data.canCancel} data-testid="refund-mode-whole">
                {t('staffRefund.whole', { amount: formatThousands(data.total) })}
              </Radio>
              <Radio value="lines" data-testid="refund-mode-lines">
                {t('staffRefund.lines')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          {!data.canCancel && (
            <Typography.Paragraph type="secondary" data-testid="refund-whole-not">
              {t('staffRefund.wholeNot')}
            </Typography.Paragraph>
          )}
          {mode === 'lines' && (
            <RefundLines label={t('staffRefund.pieces')} lines={data.lines} error={linesError} />
          )}
          <ReasonFields
            reasons={reasons}
            explanationLabel={t('staffRefund.explanation')}
            testIdPrefix="refund"
          />
          <Form.Item name="refundTo" label={t('staffRefund.refundTo')}>
            <Radio.Group
              optionType="button"
              options={REFUND_TARGETS.map((value) => ({ value, label: t(`staffRefund.to.${value}`) }))}
              data-testid="refund-to"
            />
          </Form.Item>
        </>
      )}
    </ActionDialog>
  );
}
