import { Form, Input } from 'antd';
import { DictFilterItem } from '../../components/dict/DictFilterItem.tsx';
import { useDealersT } from './i18n.ts';

export function DealerQueryFields() {
  const t = useDealersT();
  return (
    <>
      <Form.Item name="blurry">
        <Input allowClear placeholder={t('dealer.blurry')} data-testid="dealer-query-blurry" />
      </Form.Item>
      <DictFilterItem
        name="level"
        dict="dealer_level"
        placeholder={t('dealer.levelAll')}
        testId="dealer-query-level"
      />
      <DictFilterItem
        name="status"
        dict="dealer_status"
        placeholder={t('status.all')}
        testId="dealer-query-status"
      />
    </>
  );
}
