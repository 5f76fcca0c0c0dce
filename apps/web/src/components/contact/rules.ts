import type { FormRule } from 'antd';
import { useContactT } from './i18n.ts';

/** The server's phone rule: a mobile number, or a landline with its area code (010-12345678). */
const PHONE_PATTERN = /^(1[34578]\d{9}|0\d{2,3}-?\d{7,8})$/;

/** The rules of a contact's name and phone fields. */
export function useContactRules(): { name: FormRule[]; phone: FormRule[] } {
  const t = useContactT();
  return {
    name: [{ required: true, whitespace: true, message: t('nameRequired') }],
    phone: [{ pattern: PHONE_PATTERN, message: t('phoneInvalid') }],
  };
}

/** Empty text fields are sent as null, as the server stores them. */
export const orNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
