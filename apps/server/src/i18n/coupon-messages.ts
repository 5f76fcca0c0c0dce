/** The coupons area's messages: field checks and the refusals of claims, pushes and edits. */
export const couponMessages = {
  'validation.couponAmountThreshold': {
    zh: '面值须小于使用门槛',
    en: 'The amount off must be below the threshold',
  },
  'validation.couponScopeIds': {
    zh: '请选择适用的商品或分类（须为本店的）',
    en: "Choose the products or categories it applies to (this shop's)",
  },
  'validation.couponWindow': { zh: '结束时间须晚于开始时间', en: 'The end must be after the start' },
  'validation.couponPerMember': {
    zh: '每人限领不能超过发放总量',
    en: 'The per-member limit cannot exceed the total',
  },
  'validation.couponDaily': {
    zh: '每人每日限领不能超过每人限领',
    en: 'The daily limit cannot exceed the per-member limit',
  },
  'validation.couponClaimAfterUse': {
    zh: '领取结束时间不能晚于券的使用结束时间',
    en: 'Claiming cannot end after the coupons stop being valid',
  },
  'validation.couponTotalBelowClaimed': {
    zh: '发放总量不能少于已领取的 {claimed} 张',
    en: 'The total cannot be below the {claimed} already claimed',
  },
  'coupon.pushTooMany': {
    zh: '这些等级的会员超过 {max} 人，请分等级推送',
    en: 'These levels hold more than {max} members: push to fewer levels at a time',
  },
  'coupon.termsLocked': {
    zh: '该优惠券已有会员领取，面值、门槛、折扣和适用范围不能再修改（可修改名称、说明和有效期，或停用后新建模板）',
    en: 'Members already hold this coupon: its amount, threshold, discount and scope can no longer change (edit the title, description or validity, or disable it and create a new template)',
  },
  'coupon.templateDisabled': { zh: '该优惠券模板已停用', en: 'This coupon template is disabled' },
  'coupon.closed': { zh: '该优惠券已停止发放', en: 'This coupon is no longer given out' },
  'coupon.notOpen': { zh: '不在领取时间内', en: 'This coupon cannot be claimed at this time' },
  'coupon.wrongChannel': {
    zh: '该优惠券不能通过此方式发放',
    en: 'This coupon is not given out this way',
  },
  'coupon.lapsed': { zh: '该优惠券的有效期已过', en: "This coupon's validity has passed" },
  'coupon.notUsable': {
    zh: '该优惠券已使用、已过期或不适用于本订单，请重新选择',
    en: 'This coupon is used, expired or not valid for this order; choose again',
  },
  'coupon.soldOut': { zh: '优惠券已领完', en: 'All these coupons have been claimed' },
  'coupon.limitReached': {
    zh: '每人限领 {max} 张，已达上限',
    en: 'Each member may take {max}; the limit is reached',
  },
  'coupon.dailyLimitReached': {
    zh: '每人每日限领 {max} 张，今日已达上限',
    en: 'Each member may take {max} a day; today’s limit is reached',
  },
  'coupon.levelRefused': {
    zh: '会员等级不符合领取条件',
    en: "The member's level may not take this coupon",
  },
  'coupon.memberDisabled': { zh: '会员已被禁用', en: 'The member is disabled' },
} as const;
