import { isEmail, isMobile } from '@hh/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

const USERNAME = /^[A-Za-z0-9_]{3,20}$/;
const PASSWORD_MIN = 6;

const check =
  (test: (value: string) => boolean, message: string): FormRule =>
  () => ({
    validator: (_rule, value: string | null | undefined) =>
      !value || test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

export const staffRules = (t: TFunction) =>
  ({
    username: [
      { required: true, whitespace: true, message: t('staff.rules.usernameRequired') },
      check((value) => USERNAME.test(value.trim()), t('staff.rules.usernameFormat')),
    ],
    nickName: [{ required: true, whitespace: true, message: t('staff.rules.nickNameRequired') }],
    phone: [
      { required: true, message: t('staff.rules.phoneRequired') },
      check((value) => isMobile(value.trim()), t('staff.rules.phoneInvalid')),
    ],
    email: [check((value) => isEmail(value.trim()), t('staff.rules.emailInvalid'))],
    password: [
      { required: true, message: t('staff.rules.passwordRequired') },
      { min: PASSWORD_MIN, message: t('staff.rules.passwordLength') },
    ],
    roles: [{ required: true, type: 'array', min: 1, message: t('staff.rules.rolesRequired') }],
  }) satisfies Record<string, FormRule[]>;
