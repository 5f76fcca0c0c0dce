import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField.tsx';
import type { AuthForm } from './useAuthForm.ts';

/** A new password and its confirmation (registration and password recovery). */
export function NewPasswordFields({
  form,
  placeholder,
}: {
  form: AuthForm<{ password: string; confirm: string }>;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <>
      <TextField
        name="password"
        type="password"
        value={values.password}
        error={errors.password}
        placeholder={placeholder}
        icon={<LockOutlined />}
        autoComplete="new-password"
        onChange={(value) => form.set('password', value)}
        onBlur={() => form.blur('password')}
      />
      <TextField
        name="confirm"
        type="password"
        value={values.confirm}
        error={errors.confirm}
        placeholder={t('auth.confirmPassword')}
        icon={<LockOutlined />}
        autoComplete="new-password"
        onChange={(value) => form.set('confirm', value)}
        onBlur={() => form.blur('confirm')}
      />
    </>
  );
}
