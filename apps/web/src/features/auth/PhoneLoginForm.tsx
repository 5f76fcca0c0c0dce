import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRememberMe } from '../../session/storage.ts';
import { loginWithPhone } from './api.ts';
import { CheckboxField } from './ui/CheckboxField.tsx';
import { PhoneField } from './ui/PhoneField.tsx';
import { codeRules, phoneRules } from './ui/rules.ts';
import { ServerError } from './ui/ServerError.tsx';
import { SmsCodeField } from './ui/SmsCodeField.tsx';
import { SubmitButton } from './ui/SubmitButton.tsx';
import { useAuthForm } from './ui/useAuthForm.ts';
import { useFinishLogin } from './useFinishLogin.ts';

type PhoneValues = { phone: string; code: string; rememberMe: boolean };

export function PhoneLoginForm() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [submitting, setSubmitting] = useState(false);
  const form = useAuthForm<PhoneValues>(
    { phone: '', code: '', rememberMe: isRememberMe() },
    { phone: phoneRules(t), code: codeRules(t) },
  );
  const { values, errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearServerError();
    if (!form.validate()) return;
    setSubmitting(true);
    try {
      finish(await loginWithPhone(values), values.rememberMe);
    } catch (error) {
      form.fail(error);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="phone-login-form">
      <PhoneField
        value={values.phone}
        error={errors.phone}
        onChange={(value) => form.set('phone', value)}
        onBlur={() => form.blur('phone')}
      />
      <SmsCodeField
        scene="login"
        phone={values.phone}
        value={values.code}
        error={errors.code}
        onChange={(value) => form.set('code', value)}
        onPhoneInvalid={() => form.validate(['phone'])}
        onSendError={form.fail}
      />
      <div className="hh-auth-row">
        <CheckboxField
          name="rememberMe"
          label={t('auth.rememberMe')}
          checked={values.rememberMe}
          onChange={(checked) => form.set('rememberMe', checked)}
        />
      </div>
      <ServerError error={form.serverError} />
      <SubmitButton loading={submitting} testId="phone-login-submit">
        {t('auth.login')}
      </SubmitButton>
    </form>
  );
}
