import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  createTitle: '创建店铺',
  createHint: '开一家新店：填写资料、选择套餐并支付，平台审核通过后即可经营。',
  createSubmit: '创建并选择套餐',
  created: '店铺「{{name}}」已创建',
  invitations: {
    title: '店铺邀请',
    hint: '接受后即加入该店铺，以下列角色工作。',
    invitedBy: '{{name}} 邀请你加入',
    roles: '角色',
    expireTime: '有效期至',
    accept: '接受并进入',
    decline: '拒绝',
    declined: '已拒绝邀请',
  },
} as const;

export const en: Translated<typeof zh> = {
  createTitle: 'Create a shop',
  createHint:
    'Open a new shop: fill in its details, choose a plan and pay; it opens once the platform approves.',
  createSubmit: 'Create and choose a plan',
  created: 'Shop “{{name}}” created',
  invitations: {
    title: 'Shop invitations',
    hint: 'Accept to join the shop with the roles below.',
    invitedBy: '{{name}} invited you',
    roles: 'Roles',
    expireTime: 'Valid until',
    accept: 'Accept and enter',
    decline: 'Decline',
    declined: 'Invitation declined',
  },
};
