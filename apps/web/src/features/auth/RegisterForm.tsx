import { IdcardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../http/notify.ts';
import { STORE_PATH } from '../../routing/paths.ts';
import { signIn } from '../../session/actions.ts';
import { registerUser } from './api.ts';
import { PhoneField } from './ui/PhoneField.tsx';
import { codeRules, confirmRules, passwordRules, phoneRules } from './ui/rules.ts';
import { ServerError } from './ui/ServerError.tsx';
import { SmsCodeField } from './ui/SmsCodeField.tsx';
import { SubmitButton } from './ui/SubmitButton.tsx';
import { TextField } from './ui/TextField.tsx';
import { useAuthForm } from './ui/useAuthForm.ts';

type RegisterValues = {
  phone: string;
  code: string;
  username: string;
  nickName: string;
  password: string;
  confirm: string;
};

const optional = (value: string): string | undefined => value.trim() || undefined;

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = useAuthForm<RegisterValues>(
    { phone: '', code: '', username: '', nickName: '', password: '', confirm: '' },
    {
      phone: phoneRules(t),
      code: codeRules(t),
      password: passwordRules(t),
      confirm: confirmRules(t, 'password'),
    },
  );
  const { values, errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearServerError();
    if (!form.validate()) return;
    setSubmitting(true);
    try {
      const result = await registerUser({
        phone: values.phone,
        code: values.code,
        password: values.password,
        username: optional(values.username),
        nickName: optional(values.nickName),
      });
      signIn(result, false);
      notifySuccess(t('auth.registerSucceeded'));
      navigate(STORE_PATH, { replace: true });
    } catch (error) {
      form.fail(error);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <PhoneField
        value={values.phone}
        error={errors.phone}
        onChange={(value) => form.set('phone', value)}
        onBlur={() => form.blur('phone')}
      />
      <SmsCodeField
        scene="register"
        phone={values.phone}
        value={values.code}
        error={errors.code}
        onChange={(value) => form.set('code', value)}
        onPhoneInvalid={() => form.validate(['phone'])}
        onSendError={form.fail}
      />
      <TextField
        name="username"
        value={values.username}
        error={errors.username}
        placeholder={t('auth.usernameOptional')}
        icon={<UserOutlined />}
        maxLength={32}
        autoComplete="username"
        onChange={(value) => form.set('username', value)}
      />
      <TextField
        name="nickName"
        value={values.nickName}
        error={errors.nickName}
        placeholder={t('auth.nickName')}
        icon={<IdcardOutlined />}
        maxLength={32}
        autoComplete="nickname"
        onChange={(value) => form.set('nickName', value)}
      />
      <TextField
        name="password"
        type="password"
        value={values.password}
        error={errors.password}
        placeholder={t('auth.password')}
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
      <ServerError error={form.serverError} />
      <SubmitButton loading={submitting} testId="register-submit">
        {t('auth.registerSubmit')}
      </SubmitButton>
    </form>
  );
}
