import { isMobile } from '@hh/shared';
import type { TFunction } from 'i18next';
import type { FormValues, Validator } from './useAuthForm.ts';

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 20;

export const required =
  <T extends FormValues>(message: string): Validator<T> =>
  (value) =>
    value.trim() === '' ? message : undefined;

export const phoneRules = <T extends FormValues>(t: TFunction): Validator<T>[] => [
  required(t('auth.rules.phoneRequired')),
  (value) => (isMobile(value) ? undefined : t('auth.rules.phoneInvalid')),
];

export const passwordRules = <T extends FormValues>(t: TFunction): Validator<T>[] => [
  required(t('auth.rules.passwordRequired')),
  (value) =>
    value.length < PASSWORD_MIN || value.length > PASSWORD_MAX ? t('auth.rules.passwordLength') : undefined,
];

export const confirmRules = <T extends FormValues>(t: TFunction, field: keyof T): Validator<T>[] => [
  required(t('auth.rules.confirmRequired')),
  (value, values) => (value === values[field] ? undefined : t('auth.rules.passwordMismatch')),
];

export const codeRules = <T extends FormValues>(t: TFunction): Validator<T>[] => [
  required(t('auth.rules.codeRequired')),
];
