import { CONTACT_PHONE_RE } from '@hh/shared';
import type { FormRule } from 'antd';
import { useContactT } from './i18n.ts';

/** The rules of a contact's name and phone fields. */
export function useContactRules(): { name: FormRule[]; phone: FormRule[] } {
  const t = useContactT();
  return {
    name: [{ required: true, whitespace: true, message: t('nameRequired') }],
    phone: [{ pattern: CONTACT_PHONE_RE, message: t('phoneInvalid') }],
  };
}

/** Empty text fields are sent as null, as the server stores them. */
export const orNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
