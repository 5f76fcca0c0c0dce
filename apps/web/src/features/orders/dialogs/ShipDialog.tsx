import { SHIPPING_KINDS, TRACKING_NO_MAX } from '@hh/shared';
import { Form, Input, Radio, Typography } from 'antd';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type OrderRef, type ShipBody, type ShipInput, shipOrder } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { mobileRule, requiredText } from '../rules.ts';
import { AfterSaleCoverNote } from './AfterSaleCoverNote.tsx';
import { ExpressField, useExpressName } from './ExpressField.tsx';
import { OrderHead } from './OrderHead.tsx';

interface ShipValues {
  kind: ShipInput['kind'];
  expressCode?: string;
  expressName?: string;
  trackingNo?: string;
  courierName?: string;
  courierPhone?: string;
}

const INITIAL: ShipValues = { kind: 'express' };

/** The narrow ship call's body for the chosen way of shipping. */
function shipBody(values: ShipValues, expressName: string): ShipBody {
  if (values.kind === 'courier') {
    return {
      kind: 'courier',
      courierName: values.courierName?.trim() ?? '',
      courierPhone: values.courierPhone?.trim() ?? '',
    };
  }
  if (values.kind === 'none') return { kind: 'none' };
  return {
    kind: 'express',
    expressCode: values.expressCode?.trim() ?? '',
    expressName,
    trackingNo: values.trackingNo?.trim() ?? '',
  };
}

export interface ShipDialogProps {
  order: OrderRef | null;
  onClose(): void;
  onDone(): void;
}

/** Ships a paid order: by courier company and tracking number, by the shop's own courier, or without shipping (virtual goods). */
export function ShipDialog({ order, onClose, onDone }: ShipDialogProps) {
  const t = useOrdersT();
  const [form] = Form.useForm<ShipValues>();
  const kind = Form.useWatch('kind', form) ?? 'express';
  const expressName = useExpressName(order !== null);

  const submit = async (values: ShipValues) => {
    if (!order) return;
    await shipOrder(order.id, shipBody(values, expressName(values)));
    notifySuccess(t('ship.done'));
    onDone();
  };

  return (
    <ActionDialog
      open={order !== null}
      title={t('ship.title')}
      name="order-ship"
      form={form}
      initialValues={INITIAL}
      onClose={onClose}
      onSubmit={submit}
      head={
        order && (
          <>
            <OrderHead order={order} />
            <AfterSaleCoverNote orderId={order.id} />
          </>
        )
      }
    >
      <Form.Item name="kind" label={t('ship.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={SHIPPING_KINDS.map((value) => ({ value, label: t(`shipType.${value}`) }))}
          data-testid="ship-kind"
        />
      </Form.Item>
      {kind === 'express' && (
        <>
          <Form.Item
            name="trackingNo"
            label={t('ship.trackingNo')}
            rules={[requiredText(t('ship.rules.trackingNo'))]}
          >
            <Input maxLength={TRACKING_NO_MAX} autoComplete="off" data-testid="ship-tracking-no" />
          </Form.Item>
          <ExpressField open={order !== null} testId="ship-company" />
        </>
      )}
      {kind === 'courier' && (
        <>
          <Form.Item
            name="courierName"
            label={t('ship.courierName')}
            rules={[requiredText(t('ship.rules.courierName'))]}
          >
            <Input maxLength={20} data-testid="ship-courier-name" />
          </Form.Item>
          <Form.Item
            name="courierPhone"
            label={t('ship.courierPhone')}
            rules={[mobileRule(t('ship.rules.courierPhone'))]}
          >
            <Input maxLength={11} inputMode="tel" data-testid="ship-courier-phone" />
          </Form.Item>
        </>
      )}
      {kind === 'none' && (
        <Typography.Paragraph type="secondary">{t('ship.virtualHint')}</Typography.Paragraph>
      )}
    </ActionDialog>
  );
}
