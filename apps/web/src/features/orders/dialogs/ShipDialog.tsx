import { SHIPPING_KINDS } from '@hh/shared';
import { Form, Input, Radio, Select, Typography } from 'antd';
import { notifySuccess } from '../../../http/notify.ts';
import { type OrderRef, type ShipBody, type ShipInput, shipOrder } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { companyName, useExpressOptions } from '../queries.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { OrderHead } from './OrderHead.tsx';
import { mobileRule, requiredText } from '../rules.ts';

type ShipKind = ShipInput['kind'];

interface ShipValues {
  kind: ShipKind;
  expressCode?: string;
  trackingNo?: string;
  courierName?: string;
  courierPhone?: string;
}

const INITIAL: ShipValues = { kind: 'express' };

/** The narrow ship call's body for the chosen way of shipping (the courier company named by code and name). */
export function shipBody(values: ShipValues, companyName: (code: string) => string): ShipBody {
  if (values.kind === 'courier') {
    return { kind: 'courier', courierName: values.courierName?.trim() ?? '', courierPhone: values.courierPhone?.trim() ?? '' };
  }
  if (values.kind === 'none') return { kind: 'none' };
  const expressCode = values.expressCode ?? '';
  return { kind: 'express', expressCode, expressName: companyName(expressCode), trackingNo: values.trackingNo?.trim() ?? '' };
}

export interface ShipDialogProps {
  order: OrderRef | null;
  onClose(): void;
  onDone(): void;
}

/** Ships a paid order: by courier company and tracking number, by the shop's own courier, or virtually. */
export function ShipDialog({ order, onClose, onDone }: ShipDialogProps) {
  const t = useOrdersT();
  const [form] = Form.useForm<ShipValues>();
  const kind = Form.useWatch('kind', form) ?? 'express';
  const express = useExpressOptions(order !== null);

  const submit = async (values: ShipValues) => {
    if (!order) return;
    await shipOrder(order.id, shipBody(values, (code) => companyName(express.data, code)));
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
      head={order && <OrderHead order={order} />}
    >
      <Form.Item name="kind" label={t('ship.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={SHIPPING_KINDS.map((value) => ({
            value,
            label: t(`shipType.${value}`),
          }))}
          data-testid="ship-type"
        />
      </Form.Item>
      {kind === 'express' && (
        <>
          <Form.Item
            name="expressCode"
            label={t('ship.company')}
            rules={[{ required: true, message: t('ship.rules.company') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('ship.companyPlaceholder')}
              loading={express.isLoading}
              options={express.data ?? []}
              data-testid="ship-company"
            />
          </Form.Item>
          <Form.Item
            name="trackingNo"
            label={t('ship.trackingNo')}
            rules={[requiredText(t('ship.rules.trackingNo'))]}
          >
            <Input maxLength={40} autoComplete="off" data-testid="ship-tracking-no" />
          </Form.Item>
        </>
      )}
      {kind === 'courier' && (
        <>
          <Form.Item
            name="courierName"
            label={t('ship.courierName')}
            rules={[requiredText(t('ship.rules.courierName'))]}
          >
            <Input maxLength={30} data-testid="ship-courier-name" />
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
      {kind === 'none' && <Typography.Paragraph type="secondary">{t('ship.virtualHint')}</Typography.Paragraph>}
    </ActionDialog>
  );
}
