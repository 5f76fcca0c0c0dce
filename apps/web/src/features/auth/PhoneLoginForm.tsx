import { useTranslation } from 'react-i18next';
import { isRememberMe } from '../../session/storage.ts';
import { loginWithPhone } from './api.ts';
import { FormEnd } from './ui/FormEnd.tsx';
import { PhoneCodeFields } from './ui/PhoneCodeFields.tsx';
import { RememberMe } from './ui/RememberMe.tsx';
import { codeRules, phoneRules } from './ui/rules.ts';
import { useAuthForm } from './ui/useAuthForm.ts';
import { useFinishLogin } from './useFinishLogin.ts';

type PhoneValues = { phone: string; code: string; rememberMe: boolean };

export function PhoneLoginForm() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const form = useAuthForm<PhoneValues>(
    { phone: '', code: '', rememberMe: isRememberMe() },
    { phone: phoneRules(t), code: codeRules(t) },
  );
  const { values } = form;

  const submit = form.onSubmit(async () => finish(await loginWithPhone(values), values.rememberMe));

  return (
    <form onSubmit={submit} noValidate data-testid="phone-login-form">
      <PhoneCodeFields form={form} scene="login" />
      <RememberMe form={form} />
      <FormEnd form={form} testId="phone-login-submit">
        {t('auth.login')}
      </FormEnd>
    </form>
  );
}
