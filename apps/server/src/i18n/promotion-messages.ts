/** The full-reduction rules' field checks. */
export const promotionMessages = {
  'validation.promotionAmount': {
    zh: '减免金额须小于该档门槛',
    en: "The amount off must be below the tier's threshold",
  },
  'validation.promotionTiers': {
    zh: '每一档的门槛和优惠都须高于上一档',
    en: 'Each tier needs a higher threshold and a bigger benefit than the one before',
  },
  'validation.promotionOneTier': {
    zh: '每满减和满额包邮只能设一档',
    en: 'A repeating rule or free shipping has one tier',
  },
} as const;
