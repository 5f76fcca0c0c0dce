import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/form/NumberField.tsx';
import { ADMIN_PERMISSION, usePermission } from '../../components/usePermission.ts';

export const MAX_LEVEL = 99;

export function RoleFormFields({ minLevel }: { minLevel: number }) {
  const { t } = useTranslation();
  const isAdmin = usePermission([ADMIN_PERMISSION]);
  return (
    <>
      <Form.Item
        name="name"
        label={t('role.name')}
        rules={[{ required: true, whitespace: true, message: t('role.rules.nameRequired') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <NumberField
        name="level"
        label={t('role.level')}
        extra={t('role.levelHint', { level: minLevel })}
        rules={[{ required: true, message: t('role.rules.levelRequired') }]}
        min={minLevel}
        max={MAX_LEVEL}
        input={{ className: 'hh-role-level' }}
      />
      <Form.Item name="description" label={t('role.description')} className="hh-crud-wide">
        <Input.TextArea maxLength={200} rows={3} showCount />
      </Form.Item>
      <Form.Item name="isAdmin" label={t('role.isAdmin')} valuePropName="checked">
        <Switch disabled={!isAdmin} checkedChildren={t('crud.yes')} unCheckedChildren={t('crud.no')} />
      </Form.Item>
    </>
  );
}
