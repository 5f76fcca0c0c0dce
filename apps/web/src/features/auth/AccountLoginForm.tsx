import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../hooks/useCaptcha.ts';
import { isRememberMe, rememberedUsername } from '../../session/storage.ts';
import { fetchCaptcha, loginWithPassword } from './api.ts';
import { CaptchaField } from './ui/CaptchaField.tsx';
import { FormEnd } from './ui/FormEnd.tsx';
import { RememberMe } from './ui/RememberMe.tsx';
import { passwordRules, required } from './ui/rules.ts';
import { TextField } from './ui/TextField.tsx';
import { useAuthForm } from './ui/useAuthForm.ts';
import { useFinishLogin } from './useFinishLogin.ts';

type AccountValues = { username: string; password: string; code: string; rememberMe: boolean };

export function AccountLoginForm() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const { captcha, refresh } = useCaptcha(fetchCaptcha);
  const form = useAuthForm<AccountValues>(
    { username: rememberedUsername() ?? '', password: '', code: '', rememberMe: isRememberMe() },
    {
      username: [required(t('auth.rules.usernameRequired'))],
      password: passwordRules(t),
      code: [required(t('auth.rules.captchaRequired'))],
    },
  );
  const { values, errors } = form;

  const submit = form.onSubmit(
    async () => finish(await loginWithPassword({ ...values, uuid: captcha?.uuid ?? '' }), values.rememberMe),
    {
      ready: () => captcha !== undefined,
      onFailed: () => {
        form.set('code', '');
        refresh();
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <TextField
        name="username"
        value={values.username}
        error={errors.username}
        placeholder={t('auth.username')}
        icon={<UserOutlined />}
        autoComplete="username"
        onChange={(value) => form.set('username', value)}
        onBlur={() => form.blur('username')}
      />
      <TextField
        name="password"
        type="password"
        value={values.password}
        error={errors.password}
        placeholder={t('auth.password')}
        icon={<LockOutlined />}
        autoComplete="current-password"
        onChange={(value) => form.set('password', value)}
        onBlur={() => form.blur('password')}
      />
      <CaptchaField
        captcha={captcha}
        value={values.code}
        error={errors.code}
        onChange={(value) => form.set('code', value)}
        onRefresh={refresh}
      />
      <RememberMe form={form} />
      <FormEnd form={form} testId="login-submit">
        {t('auth.login')}
      </FormEnd>
    </form>
  );
}
