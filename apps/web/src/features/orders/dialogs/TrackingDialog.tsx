import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { notifySuccess } from '../../../http/notify.ts';
import { changeTracking, type OrderRef } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { companyName, useExpressOptions } from '../queries.ts';
import { requiredText } from '../rules.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { OrderHead } from './OrderHead.tsx';

interface TrackingValues {
  expressCode?: string;
  trackingNo: string;
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
  const express = useExpressOptions(order !== null);
  const initial = useMemo<TrackingValues>(
    () => ({ expressCode: order?.expressCode ?? undefined, trackingNo: order?.trackingNo ?? '' }),
    [order],
  );

  const submit = async (values: TrackingValues) => {
    if (!order) return;
    const expressCode = values.expressCode ?? '';
    await changeTracking(order.id, {
      expressCode,
      expressName: companyName(express.data, expressCode),
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
      <Form.Item name="trackingNo" label={t('ship.trackingNo')} rules={[requiredText(t('ship.rules.trackingNo'))]}>
        <Input maxLength={40} autoComplete="off" data-testid="tracking-no" />
      </Form.Item>
      <Form.Item name="expressCode" label={t('ship.company')} rules={[{ required: true, message: t('ship.rules.company') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('ship.companyPlaceholder')}
          loading={express.isLoading}
          options={express.data ?? []}
          data-testid="tracking-company"
        />
      </Form.Item>
    </ActionDialog>
  );
}
