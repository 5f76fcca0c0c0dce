import { isMobile } from '@hh/shared';
import { Form, Input, Radio, Select } from 'antd';
import { useDict } from '../../components/dict/useDict.ts';
import { dictNumberOptions } from '../../components/dict/useDictNumbers.ts';
import { useMembersT } from './i18n.ts';

const WEB_ADDRESS = /^https?:\/\/\S+$/;

/** The add/edit fields of a member; sex, level and status come from their dictionaries. */
export function MemberFormFields() {
  const t = useMembersT();
  const sex = useDict('sex');
  const level = useDict('member_level');
  const status = useDict('user_status');
  return (
    <>
      <Form.Item
        name="nickname"
        label={t('fields.nickname')}
        rules={[{ required: true, whitespace: true, message: t('rules.nicknameRequired') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="realName" label={t('fields.realName')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('fields.phone')}
        rules={[
          {
            validator: (_rule, value: string | null | undefined) =>
              !value || isMobile(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('rules.phoneInvalid'))),
          },
        ]}
      >
        <Input maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item name="sex" label={t('fields.sex')}>
        <Radio.Group options={dictNumberOptions(sex.options)} />
      </Form.Item>
      <Form.Item name="level" label={t('fields.level')}>
        <Select options={dictNumberOptions(level.options)} loading={level.loading} />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Radio.Group options={dictNumberOptions(status.options)} />
      </Form.Item>
      <Form.Item
        name="avatar"
        label={t('fields.avatar')}
        rules={[
          {
            validator: (_rule, value: string | null | undefined) =>
              !value || WEB_ADDRESS.test(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('rules.avatarInvalid'))),
          },
        ]}
      >
        <Input maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}
