import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { DELIVERY_TYPES, PAYMENT_METHODS } from '@hh/shared';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useAppStore } from '../../../state/app.ts';
import { useOrdersT } from '../i18n.ts';
import { useStoreOptions } from '../queries.ts';

/**
 * The order list's filters: code, member, product, created and paid days, delivery, store, payment. On a
 * phone the first two show and the rest open on demand (hidden fields keep their values).
 */
export function OrderQueryFields() {
  const t = useOrdersT();
  const stores = useStoreOptions();
  const mobile = useAppStore((state) => state.device === 'mobile');
  const [more, setMore] = useState(false);
  const collapsed = mobile && !more;
  return (
    <>
      <Form.Item name="code">
        <Input allowClear placeholder={t('query.code')} data-testid="order-query-code" />
      </Form.Item>
      <Form.Item name="member">
        <Input allowClear placeholder={t('query.member')} data-testid="order-query-member" />
      </Form.Item>
      <Form.Item name="productName" hidden={collapsed}>
        <Input allowClear placeholder={t('query.product')} data-testid="order-query-product" />
      </Form.Item>
      <Form.Item name="createdAt" hidden={collapsed}>
        <DatePicker.RangePicker placeholder={[t('query.createStart'), t('query.createEnd')]} />
      </Form.Item>
      <Form.Item name="paidAt" hidden={collapsed}>
        <DatePicker.RangePicker placeholder={[t('query.paidStart'), t('query.paidEnd')]} />
      </Form.Item>
      <Form.Item name="deliveryType" hidden={collapsed}>
        <Select
          allowClear
          placeholder={t('query.delivery')}
          options={DELIVERY_TYPES.map((value) => ({ value, label: t(`delivery.${value}`) }))}
          data-testid="order-query-delivery"
        />
      </Form.Item>
      <Form.Item name="storeId" hidden={collapsed}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('query.store')}
          options={stores.data ?? []}
          loading={stores.isLoading}
          data-testid="order-query-store"
        />
      </Form.Item>
      <Form.Item name="payMethod" hidden={collapsed}>
        <Select
          allowClear
          placeholder={t('query.payMethod')}
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`payMethod.${value}`) }))}
          data-testid="order-query-pay"
        />
      </Form.Item>
      {mobile && (
        <Form.Item>
          <Button
            type="link"
            icon={more ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setMore(!more)}
            data-testid="order-query-more"
          >
            {t(more ? 'query.less' : 'query.more')}
          </Button>
        </Form.Item>
      )}
    </>
  );
}
