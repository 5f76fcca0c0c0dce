import { roleNameIn } from '@hh/shared';
import { Alert, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudMode } from '../../components/crud/types.ts';
import type { RoleOption, StoreOption } from './api.ts';
import { useInviteT } from './i18n.ts';
import { staffRules } from './rules.ts';

interface StaffFormFieldsProps {
  mode: CrudMode | null;
  roleOptions: RoleOption[];
  /** The company's stores, when the person may list them (a new account gets its stores on edit). */
  storeOptions: StoreOption[] | null;
  myLevel: number | null;
}

export function StaffFormFields({ mode, roleOptions, storeOptions, myLevel }: StaffFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const it = useInviteT();
  const rules = staffRules(t);
  return (
    <>
      {mode === 'add' && (
        <Alert type="info" showIcon message={it('addHint')} className="hh-crud-wide hh-staff-invite-hint" />
      )}
      <Form.Item name="username" label={t('staff.username')} rules={rules.username}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="nickName" label={t('staff.nickName')} rules={rules.nickName}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="phone" label={t('staff.phone')} rules={rules.phone}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label={t('staff.email')} rules={rules.email}>
        <Input maxLength={64} />
      </Form.Item>
      {mode === 'add' && (
        <Form.Item name="password" label={t('staff.password')} rules={rules.password}>
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="enabled" label={t('staff.status')} valuePropName="checked">
        <Switch checkedChildren={t('crud.enabled')} unCheckedChildren={t('crud.disabled')} />
      </Form.Item>
      <Form.Item name="roles" label={t('staff.roles')} rules={rules.roles} className="hh-crud-wide">
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={roleOptions.map((role) => ({
            value: role.id,
            label: roleNameIn(role, i18n.language),
            disabled: myLevel !== null && role.level < myLevel,
          }))}
        />
      </Form.Item>
      {mode === 'edit' && storeOptions && (
        <Form.Item name="storeIds" label={it('stores')} className="hh-crud-wide">
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={it('storesPlaceholder')}
            options={storeOptions}
            data-testid="staff-stores"
          />
        </Form.Item>
      )}
    </>
  );
}
