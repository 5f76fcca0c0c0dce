import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  createTitle: '创建店铺',
  createHint: '开一家新店：填写资料、选择套餐并支付，平台审核通过后即可经营。',
  createSubmit: '创建并选择套餐',
  created: '店铺「{{name}}」已创建',
} as const;

export const en: Translated<typeof zh> = {
  createTitle: 'Create a shop',
  createHint:
    'Open a new shop: fill in its details, choose a plan and pay; it opens once the platform approves.',
  createSubmit: 'Create and choose a plan',
  created: 'Shop “{{name}}” created',
};
