import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useDict } from '../../components/dict/useDict.ts';
import { useMembersT } from './i18n.ts';

const numberOptions = (options: { value: string; label: string }[]) =>
  options.map((option) => ({ value: Number(option.value), label: option.label }));

/** The member list's filters: text, status, level, promoter and registration dates. */
export function MemberQueryFields() {
  const t = useMembersT();
  const status = useDict('user_status');
  const level = useDict('member_level');
  return (
    <>
      <Form.Item name="blurry">
        <Input allowClear placeholder={t('query.blurry')} data-testid="member-blurry" />
      </Form.Item>
      <Form.Item name="status">
        <Select allowClear placeholder={t('query.status')} options={numberOptions(status.options)} />
      </Form.Item>
      <Form.Item name="level">
        <Select allowClear placeholder={t('query.level')} options={numberOptions(level.options)} />
      </Form.Item>
      <Form.Item name="spreadUid">
        <InputNumber
          min={1}
          precision={0}
          placeholder={t('query.spreadUid')}
          className="hh-member-uid-input"
        />
      </Form.Item>
      <Form.Item name="createTime">
        <DatePicker.RangePicker placeholder={[t('query.createStart'), t('query.createEnd')]} />
      </Form.Item>
    </>
  );
}
