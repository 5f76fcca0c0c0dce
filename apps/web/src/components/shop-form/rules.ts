import { isMobile } from '@hh/shared';
import type { FormRule } from 'antd';
import type { FeatureT } from '../../i18n/featureBundle.ts';
import type { zh } from './locales.ts';

type T = FeatureT<typeof zh>;

const IMAGE_ADDRESS = /^(https?:\/\/|\/)\S+$/;

export const shopRules = (t: T) => ({
  companyName: [
    { required: true, whitespace: true, message: t('companyNameRequired') },
    { min: 2, max: 40, message: t('companyNameLength') },
  ] satisfies FormRule[],
  headPortrait: [
    {
      validator: (_rule, value: string | undefined) =>
        !value?.trim() || IMAGE_ADDRESS.test(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(t('headPortraitInvalid'))),
    },
  ] satisfies FormRule[],
  categoryId: [{ required: true, message: t('categoryRequired') }] satisfies FormRule[],
  contactName: [{ required: true, whitespace: true, message: t('contactNameRequired') }] satisfies FormRule[],
  contactPhone: [
    { required: true, message: t('contactPhoneRequired') },
    {
      validator: (_rule, value: string | undefined) =>
        !value || isMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('phoneInvalid'))),
    },
  ] satisfies FormRule[],
});
