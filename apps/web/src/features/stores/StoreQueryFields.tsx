import { Form, Input, Select } from 'antd';
import { useDictNumbers } from '../../components/dict/useDictNumbers.ts';
import { useStoresT } from './i18n.ts';

export function StoreQueryFields() {
  const t = useStoresT();
  const statuses = useDictNumbers('store_status');
  return (
    <>
      <Form.Item name="blurry">
        <Input allowClear placeholder={t('store.blurry')} data-testid="store-query-blurry" />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('status.all')}
          options={statuses}
          data-testid="store-query-status"
        />
      </Form.Item>
      <Form.Item name="pickupEnabled">
        <Select
          allowClear
          placeholder={t('store.pickupAll')}
          options={[
            { value: 'true', label: t('store.pickupOn') },
            { value: 'false', label: t('store.pickupOff') },
          ]}
          data-testid="store-query-pickup"
        />
      </Form.Item>
    </>
  );
}
