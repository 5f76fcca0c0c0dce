import type { FormRule } from 'antd';
import type { ShopT } from './i18n.ts';

/** The server's phone rule: a mobile number, or a landline with its area code (010-12345678). */
const PHONE_PATTERN = /^(1[34578]\d{9}|0\d{2,3}-?\d{7,8})$/;

export const nameRules = (t: ShopT): FormRule[] => [
  { required: true, whitespace: true, message: t('rules.nameRequired') },
];

export const phoneRules = (t: ShopT): FormRule[] => [
  { pattern: PHONE_PATTERN, message: t('rules.phoneInvalid') },
];

/** Empty text fields are sent as null, as the server stores them. */
export const orNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
