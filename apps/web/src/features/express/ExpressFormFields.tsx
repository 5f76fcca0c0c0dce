import { EXPRESS_CODE_MAX, EXPRESS_NAME_MAX, EXPRESS_SORT_MAX } from '@hh/shared';
import { Form, Input } from 'antd';
import { NumberField } from '../../components/form/NumberField.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { useExpressT } from './i18n.ts';

interface ExpressFormFieldsProps {
  /** Editing an existing courier: its code is shown but fixed, its switch is in the row. */
  editing: boolean;
}

export function ExpressFormFields({ editing }: ExpressFormFieldsProps) {
  const t = useExpressT();
  return (
    <>
      <Form.Item
        name="code"
        label={t('express.code')}
        extra={t('express.codeHint')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={EXPRESS_CODE_MAX} placeholder={t('express.codePlaceholder')} disabled={editing} />
      </Form.Item>
      <Form.Item name="name" label={t('express.name')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={EXPRESS_NAME_MAX} />
      </Form.Item>
      <NumberField
        name="sort"
        label={t('express.sort')}
        extra={t('express.sortHint')}
        min={0}
        max={EXPRESS_SORT_MAX}
      />
      {!editing && <SwitchField name="isShow" label={t('express.isShow')} />}
    </>
  );
}
