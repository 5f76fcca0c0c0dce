import { Form, Input, Radio, Select } from 'antd';
import { useContactRules } from '../../components/contact/rules.ts';
import { useDictNumbers } from '../../components/dict/useDictNumbers.ts';
import { RegionFormItem } from '../../components/region/RegionFormItem.tsx';
import { useDealersT } from './i18n.ts';

export function DealerFormFields() {
  const t = useDealersT();
  const rules = useContactRules();
  const levels = useDictNumbers('dealer_level');
  const statuses = useDictNumbers('dealer_status');
  return (
    <>
      <Form.Item name="name" label={t('dealer.name')} rules={rules.name}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="level" label={t('dealer.level')}>
        <Select options={levels} />
      </Form.Item>
      <Form.Item name="contact" label={t('dealer.contact')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="phone" label={t('dealer.phone')} rules={rules.phone}>
        <Input maxLength={20} />
      </Form.Item>
      <RegionFormItem label={t('dealer.region')} />
      <Form.Item name="address" label={t('dealer.address')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="status" label={t('dealer.status')} className="hh-crud-wide">
        <Radio.Group options={statuses} />
      </Form.Item>
      <Form.Item name="remark" label={t('dealer.remark')} className="hh-crud-wide">
        <Input.TextArea maxLength={500} rows={3} showCount />
      </Form.Item>
    </>
  );
}
