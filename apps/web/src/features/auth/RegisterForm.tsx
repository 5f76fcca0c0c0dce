import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../http/notify.ts';
import { STORE_PATH } from '../../routing/paths.ts';
import { signIn } from '../../session/actions.ts';
import { registerUser } from './api.ts';
import { FormEnd } from './ui/FormEnd.tsx';
import { NewPasswordFields } from './ui/NewPasswordFields.tsx';
import { PhoneCodeFields } from './ui/PhoneCodeFields.tsx';
import { codeRules, confirmRules, passwordRules, phoneRules } from './ui/rules.ts';
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

  const submit = form.onSubmit(async () => {
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
  });

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <PhoneCodeFields form={form} scene="register" />
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
      <NewPasswordFields form={form} placeholder={t('auth.password')} />
      <FormEnd form={form} testId="register-submit">
        {t('auth.registerSubmit')}
      </FormEnd>
    </form>
  );
}
