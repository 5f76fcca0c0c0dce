import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../http/notify.ts';
import { resetPassword } from './api.ts';
import { FormEnd } from './ui/FormEnd.tsx';
import { NewPasswordFields } from './ui/NewPasswordFields.tsx';
import { PhoneCodeFields } from './ui/PhoneCodeFields.tsx';
import { codeRules, confirmRules, passwordRules, phoneRules } from './ui/rules.ts';
import { useAuthForm } from './ui/useAuthForm.ts';

type ResetValues = { phone: string; code: string; password: string; confirm: string };

export function FindPasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const form = useAuthForm<ResetValues>(
    { phone: '', code: '', password: '', confirm: '' },
    {
      phone: phoneRules(t),
      code: codeRules(t),
      password: passwordRules(t),
      confirm: confirmRules(t, 'password'),
    },
  );
  const { values } = form;

  const submit = form.onSubmit(async () => {
    const result = await resetPassword({
      phone: values.phone,
      code: values.code,
      password: values.password,
    });
    notifySuccess(result.message || t('auth.findSucceeded'));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="find-password-form">
      <PhoneCodeFields form={form} scene="findPassword" />
      <NewPasswordFields form={form} placeholder={t('auth.newPassword')} />
      <FormEnd form={form}>{t('auth.findSubmit')}</FormEnd>
    </form>
  );
}
