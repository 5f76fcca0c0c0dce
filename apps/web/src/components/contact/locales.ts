import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  nameRequired: '请输入名称',
  phoneInvalid: '请输入正确的手机号或座机号（如 010-12345678）',
};

export const en: Translated<typeof zh> = {
  nameRequired: 'Please enter a name',
  phoneInvalid: 'Enter a valid mobile or landline number (e.g. 010-12345678)',
};
