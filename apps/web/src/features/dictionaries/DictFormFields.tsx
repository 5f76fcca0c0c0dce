import { DICT_NAME_RE } from '@hh/shared';
import { Form, Input } from 'antd';
import { useDictionariesT } from './i18n.ts';

/** A dictionary's add/edit fields: the name code uses (lowercase a-z0-9_) and a description. */
export function DictFormFields() {
  const t = useDictionariesT();
  return (
    <>
      <Form.Item
        name="name"
        label={t('dicts.name')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('dicts.nameRequired') },
          { pattern: DICT_NAME_RE, message: t('dicts.nameFormat') },
        ]}
      >
        <Input maxLength={50} placeholder={t('dicts.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="description" label={t('dicts.description')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}
