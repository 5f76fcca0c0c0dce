import { DELIVERY_TYPES, PAYMENT_METHODS } from '@hh/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { useOrdersT } from '../i18n.ts';
import { useStoreOptions } from '../queries.ts';

/** The order list's filters: code, member, product, created and paid days, delivery, store, payment. */
export function OrderQueryFields() {
  const t = useOrdersT();
  const stores = useStoreOptions();
  return (
    <>
      <Form.Item name="code">
        <Input allowClear placeholder={t('query.code')} data-testid="order-query-code" />
      </Form.Item>
      <Form.Item name="member">
        <Input allowClear placeholder={t('query.member')} data-testid="order-query-member" />
      </Form.Item>
      <Form.Item name="productName">
        <Input allowClear placeholder={t('query.product')} data-testid="order-query-product" />
      </Form.Item>
      <Form.Item name="createdAt">
        <DatePicker.RangePicker placeholder={[t('query.createStart'), t('query.createEnd')]} />
      </Form.Item>
      <Form.Item name="paidAt">
        <DatePicker.RangePicker placeholder={[t('query.paidStart'), t('query.paidEnd')]} />
      </Form.Item>
      <Form.Item name="deliveryType">
        <Select
          allowClear
          placeholder={t('query.delivery')}
          options={DELIVERY_TYPES.map((value) => ({ value, label: t(`delivery.${value}`) }))}
          data-testid="order-query-delivery"
        />
      </Form.Item>
      <Form.Item name="storeId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('query.store')}
          options={stores.data ?? []}
          loading={stores.isLoading}
          data-testid="order-query-store"
        />
      </Form.Item>
      <Form.Item name="payMethod">
        <Select
          allowClear
          placeholder={t('query.payMethod')}
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`payMethod.${value}`) }))}
          data-testid="order-query-pay"
        />
      </Form.Item>
    </>
  );
}
