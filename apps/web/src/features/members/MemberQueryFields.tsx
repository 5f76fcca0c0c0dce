import { DatePicker, Form, InputNumber } from 'antd';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { DictFilterItem } from '../../components/dict/DictFilterItem.tsx';
import { useMembersT } from './i18n.ts';

/** The member list's filters: text, status, level, promoter and registration dates. */
export function MemberQueryFields() {
  const t = useMembersT();
  return (
    <>
      <BlurryField placeholder={t('query.blurry')} testId="member-blurry" />
      <DictFilterItem name="status" dict="user_status" placeholder={t('query.status')} />
      <DictFilterItem name="level" dict="member_level" placeholder={t('query.level')} />
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
