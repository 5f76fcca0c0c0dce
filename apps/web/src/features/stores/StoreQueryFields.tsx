import { Form, Select } from 'antd';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { DictFilterItem } from '../../components/dict/DictFilterItem.tsx';
import { useStoresT } from './i18n.ts';

export function StoreQueryFields() {
  const t = useStoresT();
  return (
    <>
      <BlurryField placeholder={t('store.blurry')} testId="store-query-blurry" />
      <DictFilterItem
        name="status"
        dict="store_status"
        placeholder={t('status.all')}
        testId="store-query-status"
      />
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
