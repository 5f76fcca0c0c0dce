import { Form, Input, Select } from 'antd';
import { useDictNumbers } from '../../components/dict/useDictNumbers.ts';
import { useDealersT } from './i18n.ts';

export function DealerQueryFields() {
  const t = useDealersT();
  const levels = useDictNumbers('dealer_level');
  const statuses = useDictNumbers('dealer_status');
  return (
    <>
      <Form.Item name="blurry">
        <Input allowClear placeholder={t('dealer.blurry')} data-testid="dealer-query-blurry" />
      </Form.Item>
      <Form.Item name="level">
        <Select
          allowClear
          placeholder={t('dealer.levelAll')}
          options={levels}
          data-testid="dealer-query-level"
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('status.all')}
          options={statuses}
          data-testid="dealer-query-status"
        />
      </Form.Item>
    </>
  );
}
