import { TRACKING_NO_MAX } from '@hh/shared';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { changeTracking, type OrderRef } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { requiredText } from '../rules.ts';
import { ExpressField, useExpressName } from './ExpressField.tsx';
import { OrderHead } from './OrderHead.tsx';

interface TrackingValues {
  trackingNo: string;
  expressCode?: string;
  expressName?: string;
}

export interface TrackingDialogProps {
  order: OrderRef | null;
  onClose(): void;
  onDone(): void;
}

/** Changes the courier company or tracking number of a shipped order. */
export function TrackingDialog({ order, onClose, onDone }: TrackingDialogProps) {
  const t = useOrdersT();
  const [form] = Form.useForm<TrackingValues>();
  const expressName = useExpressName(order !== null);
  const initial = useMemo<TrackingValues>(
    () => ({
      trackingNo: order?.trackingNo ?? '',
      expressCode: order?.expressCode ?? undefined,
      expressName: order?.expressName ?? undefined,
    }),
    [order],
  );

  const submit = async (values: TrackingValues) => {
    if (!order) return;
    await changeTracking(order.id, {
      expressCode: values.expressCode?.trim() ?? '',
      expressName: expressName(values),
      trackingNo: values.trackingNo.trim(),
    });
    notifySuccess(t('tracking.done'));
    onDone();
  };

  return (
    <ActionDialog
      open={order !== null}
      title={t('tracking.title')}
      name="order-tracking"
      form={form}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
      head={order && <OrderHead order={order} />}
    >
      <Form.Item
        name="trackingNo"
        label={t('ship.trackingNo')}
        rules={[requiredText(t('ship.rules.trackingNo'))]}
      >
        <Input maxLength={TRACKING_NO_MAX} autoComplete="off" data-testid="tracking-no" />
      </Form.Item>
      <ExpressField open={order !== null} testId="tracking-company" />
    </ActionDialog>
  );
}
