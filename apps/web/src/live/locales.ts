import type { Translated } from '../i18n/featureBundle.ts';

export const zh = {
  paid: {
    title: '支付成功',
    waiting: '已收到付款，店铺正在等待平台审核。',
    renewed: '已收到付款，新的套餐有效期已生效。',
  },
  approved: {
    title: '店铺审核通过',
    text: '「{{companyName}}」已通过平台审核，可以开始经营了。',
  },
  rejected: {
    title: '店铺审核未通过',
    text: '「{{companyName}}」未通过审核：{{reason}}',
  },
  balance: {
    title: '会员余额变动',
    text: '{{by}} 将会员 {{uid}} 的余额变动了 {{change}}',
  },
  orderPaid: {
    title: '新订单已付款',
    text: '订单 {{code}} 已付款 {{amount}}',
    open: '查看订单',
  },
  afterSale: {
    title: '新售后申请',
    text: '订单 {{orderCode}} 申请{{type}}，金额 {{amount}}',
    type: { refund: '仅退款', returnRefund: '退货退款' },
    open: '处理售后',
  },
} as const;

export const en: Translated<typeof zh> = {
  paid: {
    title: 'Payment received',
    waiting: 'The payment arrived; the shop is waiting for the platform’s approval.',
    renewed: 'The payment arrived; the plan’s new expiry is in effect.',
  },
  approved: {
    title: 'Shop approved',
    text: '“{{companyName}}” was approved by the platform. You can start trading.',
  },
  rejected: {
    title: 'Shop not approved',
    text: '“{{companyName}}” was not approved: {{reason}}',
  },
  balance: {
    title: 'Member balance changed',
    text: "{{by}} changed member {{uid}}'s balance by {{change}}",
  },
  orderPaid: {
    title: 'New order paid',
    text: 'Order {{code}} was paid {{amount}}',
    open: 'Open order',
  },
  afterSale: {
    title: 'New after-sale request',
    text: 'Order {{orderCode}}: {{type}} asked, {{amount}}',
    type: { refund: 'refund only', returnRefund: 'return and refund' },
    open: 'Handle it',
  },
};
