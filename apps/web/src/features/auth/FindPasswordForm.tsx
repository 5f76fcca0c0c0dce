import { LockOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../http/notify.ts';
import { resetPassword } from './api.ts';
import { PhoneField } from './ui/PhoneField.tsx';
import { codeRules, confirmRules, passwordRules, phoneRules } from './ui/rules.ts';
import { ServerError } from './ui/ServerError.tsx';
import { SmsCodeField } from './ui/SmsCodeField.tsx';
import { SubmitButton } from './ui/SubmitButton.tsx';
import { TextField } from './ui/TextField.tsx';
import { useAuthForm } from './ui/useAuthForm.ts';

type ResetValues = { phone: string; code: string; password: string; confirm: string };

export function FindPasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const form = useAuthForm<ResetValues>(
    { phone: '', code: '', password: '', confirm: '' },
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
      const result = await resetPassword({
        phone: values.phone,
        code: values.code,
        password: values.password,
      });
      notifySuccess(result.message || t('auth.findSucceeded'));
      onDone();
    } catch (error) {
      form.fail(error);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="find-password-form">
      <PhoneField
        value={values.phone}
        error={errors.phone}
        onChange={(value) => form.set('phone', value)}
        onBlur={() => form.blur('phone')}
      />
      <SmsCodeField
        scene="findPassword"
        phone={values.phone}
        value={values.code}
        error={errors.code}
        onChange={(value) => form.set('code', value)}
        onPhoneInvalid={() => form.validate(['phone'])}
        onSendError={form.fail}
      />
      <TextField
        name="password"
        type="password"
        value={values.password}
        error={errors.password}
        placeholder={t('auth.newPassword')}
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
      <SubmitButton loading={submitting}>{t('auth.findSubmit')}</SubmitButton>
    </form>
  );
}
