import type { Translated } from '../../../i18n/featureBundle.ts';
import type zh from './zh.ts';

const en: Translated<typeof zh> = {
  wizard: {
    title: 'Open your shop',
    steps: {
      info: 'Shop details',
      plan: 'Choose a plan',
      pay: 'Pay',
      approval: 'Approval',
    },
    myShops: 'My shops',
    loadFailed: 'The shop could not be loaded',
    noShop: 'Choose a shop first',
  },
  plans: {
    title: 'Choose a plan',
    hint: 'Pay by the month or the year; renew any time before it expires.',
    perDuration: '/ {{days}} days',
    days: '{{days}} days',
    stores: 'Up to {{count}} stores',
    staff: 'Up to {{count}} staff',
    duration: 'Valid for {{days}} days',
    choose: 'Choose this plan',
    current: 'Current plan',
    empty: 'No plans are on sale; contact the platform',
    ownerPays: 'The shop owner chooses and pays for the plan; ask them to finish opening the shop',
    loadFailed: 'The plans could not be loaded',
    renewTitle: 'Renew your plan',
    renewHint:
      "The shop's plan expired on {{date}}, so the shop is paused. Renew and pay to go on using it; all its data is kept.",
  },
  pay: {
    title: 'Pay',
    hint: 'Scan the QR code with WeChat to pay. This page updates by itself once the payment arrives.',
    plan: 'Plan',
    amount: 'Amount due',
    orderCode: 'Order',
    waiting: 'Waiting for the payment…',
    demo: 'Demo mode: you can also open the payment page and pay there.',
    openPayPage: 'Open the payment page',
    changePlan: 'Change plan',
    qrAlt: 'Payment QR code',
    closed: 'This order was closed (perhaps a new one was placed elsewhere). Choose a plan again.',
  },
  waiting: {
    title: 'Paid: waiting for approval',
    text: 'The payment for “{{planName}}” arrived. The platform usually decides within one working day; you will be told here as soon as it does.',
    textNoPlan:
      'The payment arrived. The platform usually decides within one working day; you will be told here as soon as it does.',
  },
  approved: {
    title: 'Approved: your shop is open',
    text: '“{{name}}” can start trading; the plan runs until {{expire}}.',
    enter: 'Go to the dashboard',
  },
  rejected: {
    title: 'Not approved',
    reason: 'Reason: {{reason}}',
    noReason: 'The platform gave no reason',
    by: 'Decided by {{name}} · {{time}}',
    advice:
      'Correct the shop details as the reason says, then contact the platform’s customer service for another review.',
    editTitle: 'Edit the shop details',
  },
  disabled: {
    title: 'Shop disabled',
    text: 'The platform has disabled this shop. Contact the platform’s customer service with any questions.',
  },
  renewed: {
    title: 'Payment received',
    text: '“{{planName}}” is in effect until {{expire}}.',
  },
  profile: {
    title: 'Shop profile',
    saved: 'Shop profile saved',
    plan: 'Plan and expiry',
    planName: 'Current plan',
    expireTime: 'Expires',
    status: 'Shop status',
    noPlan: 'None yet',
    noExpire: '—',
    renew: 'Renew / buy a plan',
    buy: 'Buy a plan',
    renewTitle: 'Renew / buy a plan',
    orders: 'Orders',
    audits: 'Approval history',
    noAudits: 'No decisions yet',
    approvedBy: 'Approved by {{name}}',
    rejectedBy: 'Rejected by {{name}}',
    operatorUnknown: 'the platform',
    loadFailed: 'The shop profile could not be loaded',
  },
  order: {
    orderCode: 'Order',
    planName: 'Plan',
    amount: 'Amount',
    durationDays: 'Duration',
    status: 'Status',
    createdAt: 'Placed',
    paidAt: 'Paid',
    actions: 'Actions',
    continuePay: 'Pay',
    statuses: {
      unpaid: 'Unpaid',
      paid: 'Paid',
      closed: 'Closed',
    },
  },
  money: '¥{{amount}}',
};

export default en;
