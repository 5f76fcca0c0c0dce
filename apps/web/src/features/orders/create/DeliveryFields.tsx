import { Alert, Form, Input, Radio, Select } from 'antd';
import { RegionCascader } from '../../../components/region/RegionCascader.tsx';
import type { CheckoutConfirmed } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { mobileRule, requiredText } from '../rules.ts';
import type { DeliveryValues } from './choices.ts';
import { SavedAddressPicker } from './SavedAddressPicker.tsx';

export interface DeliveryFieldsProps {
  /** The stores open for pickup (none when the shop has pickup off). */
  pickupStores: CheckoutConfirmed['pickupStores'];
  /** The member ordered for, whose saved addresses are offered. */
  memberId: number | undefined;
  /** The address fields were filled from a saved address. */
  onAddressPicked(): void;
}

/** Delivery to a saved or typed address (region picker), or pickup at a store; and the buyer's note. */
export function DeliveryFields({ pickupStores, memberId, onAddressPicked }: DeliveryFieldsProps) {
  const t = useOrdersT();
  const form = Form.useFormInstance<DeliveryValues>();
  const deliveryType = Form.useWatch('deliveryType', form) ?? 'express';
  const pickupOffered = pickupStores.length > 0;
  return (
    <>
      <Form.Item name="deliveryType" label={t('create.delivery')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'express', label: t('delivery.express') },
            { value: 'pickup', label: t('delivery.pickup'), disabled: !pickupOffered },
          ]}
          data-testid="create-delivery"
        />
      </Form.Item>
      <SavedAddressPicker
        memberId={memberId}
        hidden={deliveryType !== 'express'}
        onPicked={onAddressPicked}
      />
      {deliveryType === 'express' ? (
        <>
          <Form.Item
            name={['address', 'receiverName']}
            label={t('create.receiver')}
            rules={[requiredText(t('create.rules.receiver'))]}
          >
            <Input maxLength={40} data-testid="create-receiver" />
          </Form.Item>
          <Form.Item
            name={['address', 'receiverPhone']}
            label={t('create.phone')}
            rules={[mobileRule(t('create.rules.phone'))]}
          >
            <Input maxLength={11} inputMode="tel" data-testid="create-phone" />
          </Form.Item>
          <Form.Item
            name="region"
            label={t('create.region')}
            rules={[{ required: true, message: t('create.rules.region') }]}
          >
            <RegionCascader />
          </Form.Item>
          <Form.Item
            name={['address', 'address']}
            label={t('create.detail')}
            rules={[requiredText(t('create.rules.detail'))]}
          >
            <Input maxLength={200} data-testid="create-address-detail" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="storeId"
            label={t('create.store')}
            rules={[{ required: true, message: t('create.rules.store') }]}
          >
            <Select
              placeholder={t('create.storePlaceholder')}
              options={pickupStores.map((store) => ({
                value: store.id,
                label: `${store.name}${store.address ? ` · ${store.address}` : ''}`,
              }))}
              data-testid="create-store"
            />
          </Form.Item>
          <Form.Item name={['pickupContact', 'name']} label={t('create.pickupName')}>
            <Input maxLength={40} data-testid="create-pickup-name" />
          </Form.Item>
          <Form.Item name={['pickupContact', 'phone']} label={t('create.phone')}>
            <Input maxLength={11} inputMode="tel" data-testid="create-pickup-phone" />
          </Form.Item>
        </>
      )}
      {!pickupOffered && (
        <Alert type="info" showIcon title={t('create.pickupOff')} className="hh-order-rule" />
      )}
      <Form.Item name="buyerNote" label={t('create.buyerNote')}>
        <Input.TextArea rows={2} maxLength={200} showCount data-testid="create-note" />
      </Form.Item>
    </>
  );
}
