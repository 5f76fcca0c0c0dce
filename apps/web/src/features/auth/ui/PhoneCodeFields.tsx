import { MobileOutlined } from '@ant-design/icons';
import type { PublicSmsScene } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from './SmsCodeField.tsx';
import { TextField } from './TextField.tsx';
import type { AuthForm } from './useAuthForm.ts';

/** The mobile number and its SMS code, shared by phone sign-in, registration and password recovery. */
export function PhoneCodeFields({
  form,
  scene,
}: {
  form: AuthForm<{ phone: string; code: string }>;
  scene: PublicSmsScene;
}) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <>
      <TextField
        name="phone"
        type="tel"
        value={values.phone}
        error={errors.phone}
        placeholder={t('auth.phone')}
        icon={<MobileOutlined />}
        maxLength={11}
        autoComplete="tel"
        onChange={(value) => form.set('phone', value)}
        onBlur={() => form.blur('phone')}
      />
      <SmsCodeField
        scene={scene}
        phone={values.phone}
        value={values.code}
        error={errors.code}
        onChange={(value) => form.set('code', value)}
        onPhoneInvalid={() => form.validate(['phone'])}
        onSendError={form.fail}
      />
    </>
  );
}
