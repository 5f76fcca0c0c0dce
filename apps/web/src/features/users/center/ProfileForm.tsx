import { isEmail, isMobile } from '@hh/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../components/useFormSave.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { updateUser } from '../../../session/actions.ts';
import { useSession } from '../../../session/state.ts';
import { type ProfileInput, updateProfile } from './api.ts';
import { CenterForm } from './CenterForm.tsx';
import { PhoneCodeField } from './PhoneCodeField.tsx';

export function ProfileForm() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const [form] = Form.useForm<ProfileInput>();
  const phone = Form.useWatch('phone', form);
  const phoneChanged = phone !== undefined && phone !== (user?.phone ?? '');

  const { saving, submit } = useFormSave(form, async ({ code, ...values }) => {
    updateUser(await updateProfile(phoneChanged ? { ...values, code } : values));
    form.setFieldValue('code', undefined);
    notifySuccess(t('common.editSucceeded'));
  });

  return (
    <CenterForm
      form={form}
      onFinish={submit}
      initialValues={{ nickName: user?.nickName ?? '', phone: user?.phone ?? '', email: user?.email ?? '' }}
      saving={saving}
      testId="profile-form"
    >
      <Form.Item
        name="nickName"
        label={t('user.nickName')}
        rules={[
          { required: true, message: t('user.rules.nickNameRequired') },
          { min: 2, max: 20, message: t('user.rules.nickNameLength') },
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('user.phone')}
        rules={[
          { required: true, message: t('auth.rules.phoneRequired') },
          {
            validator: (_rule, value: string | undefined) =>
              !value || isMobile(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.rules.phoneInvalid'))),
          },
        ]}
      >
        <Input maxLength={11} />
      </Form.Item>
      {phoneChanged && <PhoneCodeField form={form} />}
      <Form.Item
        name="email"
        label={t('user.email')}
        rules={[
          { required: true, message: t('user.rules.emailRequired') },
          {
            validator: (_rule, value: string | undefined) =>
              !value || isEmail(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('user.rules.emailInvalid'))),
          },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
    </CenterForm>
  );
}
