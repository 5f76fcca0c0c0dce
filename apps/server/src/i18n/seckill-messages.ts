/** The seckill area's messages: field checks, and the refusals of a seckill purchase. */
export const seckillMessages = {
  'validation.seckillMidnight': {
    zh: '场次须在当天结束（开始时间 + 持续小时 ≤ 24）',
    en: 'A slot must end by midnight (start + hours ≤ 24)',
  },
  'validation.seckillSlotOverlap': {
    zh: '与 {slot} 场次时间重叠',
    en: 'Overlaps the {slot} slot',
  },
  'validation.seckillSkuTwice': { zh: '同一规格只能添加一次', en: 'Each SKU may be added once' },
  'validation.seckillPerDay': {
    zh: '每人每日限购不能超过每人活动限购',
    en: 'The daily limit cannot exceed the per-activity limit',
  },
  'validation.seckillSkuNotOfProduct': {
    zh: '规格不属于所选商品',
    en: 'The SKU is not one of the chosen product',
  },
  'validation.seckillSlotUnknown': { zh: '请选择本店的场次', en: "Choose this shop's slots" },
  'validation.seckillProduct': { zh: '请选择本店在售的商品', en: "Choose one of this shop's products" },
  'validation.seckillTotalBelowSold': {
    zh: '活动库存不能少于已售的 {sold} 件',
    en: 'The activity stock cannot be below the {sold} already sold',
  },
  'validation.seckillOverProductStock': {
    zh: '活动剩余库存不能大于商品库存 {stock}',
    en: "The activity's remaining stock cannot exceed the product's stock of {stock}",
  },
  'validation.seckillSkuSold': {
    zh: '规格 {name} 已有销量，不能移除（可停用活动）',
    en: 'SKU {name} has sales and cannot be removed (disable the activity instead)',
  },
  'validation.seckillClash': {
    zh: '该商品在活动「{name}」中已有相同日期和场次的秒杀',
    en: 'The product already has a seckill on the same days and slots in "{name}"',
  },
  'seckill.slotInUse': {
    zh: '该场次有活动在用，不能删除',
    en: 'Activities run in this slot: it cannot be deleted',
  },
  'seckill.hasSales': {
    zh: '该活动已有订单，不能删除（可停用）',
    en: 'This activity has orders and cannot be deleted (disable it instead)',
  },
  'seckill.notOn': {
    zh: '{name} 的秒杀不在进行中',
    en: 'The seckill of {name} is not running now',
  },
  'seckill.soldOut': { zh: '{name} 已抢光', en: '{name} is sold out' },
  'seckill.perOrder': {
    zh: '{name} 每单限购 {max} 件',
    en: '{name}: at most {max} per order',
  },
  'seckill.perDay': {
    zh: '{name} 每人每日限购 {max} 件，今日已购 {bought} 件',
    en: '{name}: at most {max} a day per member; {bought} bought today',
  },
  'seckill.perActivity': {
    zh: '{name} 每人限购 {max} 件，已购 {bought} 件',
    en: '{name}: at most {max} per member; {bought} bought',
  },
  'seckill.unpaidOrder': {
    zh: '您有待支付的秒杀订单，请先支付或取消',
    en: 'You have an unpaid seckill order: pay or cancel it first',
  },
  'seckill.tooFast': {
    zh: '抢购太火爆了，请 {seconds} 秒后再试',
    en: 'Too many tries: try again in {seconds} s',
  },
} as const;
