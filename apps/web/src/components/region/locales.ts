import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  placeholder: '请选择 省 / 市 / 区',
};

export const en: Translated<typeof zh> = {
  placeholder: 'Province / city / district',
};
