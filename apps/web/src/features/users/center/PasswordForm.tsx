import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../http/notify.ts';
import { logout } from '../../../session/actions.ts';
import { updatePassword } from './api.ts';
import { CenterForm } from './CenterForm.tsx';

interface PasswordValues {
  oldPass: string;
  newPass: string;
  confirm: string;
}

const RELOGIN_DELAY_MS = 1500;

export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ oldPass, newPass }: PasswordValues) => {
    setSaving(true);
    try {
      await updatePassword(oldPass, newPass);
    } catch {
      setSaving(false);
      return;
    }
    notifySuccess(t('user.passwordChanged'));
    setTimeout(() => {
      void logout().then(() => window.location.reload());
    }, RELOGIN_DELAY_MS);
  };

  return (
    <CenterForm form={form} onFinish={onFinish} saving={saving} testId="password-form">
      <Form.Item
        name="oldPass"
        label={t('user.oldPass')}
        rules={[{ required: true, message: t('user.rules.oldPassRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPass"
        label={t('user.newPass')}
        dependencies={['oldPass']}
        rules={[
          { required: true, message: t('user.rules.newPassRequired') },
          { min: 6, max: 20, message: t('auth.rules.passwordLength') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value !== getFieldValue('oldPass')
                ? Promise.resolve()
                : Promise.reject(new Error(t('user.rules.samePassword'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('user.confirmPass')}
        dependencies={['newPass']}
        rules={[
          { required: true, message: t('auth.rules.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPass')
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.rules.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </CenterForm>
  );
}
