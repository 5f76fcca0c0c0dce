import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  addHint: '手机号已注册的，将向其发送邀请，对方接受后加入本店。',
  pending: '待接受邀请',
  pendingTitle: '待接受的邀请',
  phone: '手机号',
  roles: '角色',
  invitedBy: '邀请人',
  createTime: '邀请时间',
  expireTime: '有效期至',
  cancel: '撤销',
  cancelConfirm: '撤销发给 {{phone}} 的邀请？',
  cancelled: '邀请已撤销',
  none: '没有待接受的邀请',
  stores: '所属门店',
  storesPlaceholder: '选择门店（核销自提订单时限定于这些门店）',
} as const;

export const en: Translated<typeof zh> = {
  addHint: 'If the phone number already has an account, they get an invitation and join once they accept.',
  pending: 'Pending invitations',
  pendingTitle: 'Invitations waiting for an answer',
  phone: 'Phone',
  roles: 'Roles',
  invitedBy: 'Invited by',
  createTime: 'Invited at',
  expireTime: 'Valid until',
  cancel: 'Cancel',
  cancelConfirm: 'Cancel the invitation sent to {{phone}}?',
  cancelled: 'Invitation cancelled',
  none: 'No invitations are waiting',
  stores: 'Stores',
  storesPlaceholder: 'Choose stores (pickup verification is limited to them)',
};
