/** The group-buy area's messages: field checks and the refusals of edits. */
export const groupBuyMessages = {
  'validation.groupBuyWindow': { zh: '结束时间须晚于开始时间', en: 'The end must be after the start' },
  'validation.groupBuySkuTwice': { zh: '同一规格只能添加一次', en: 'Each SKU may be added once' },
  'validation.groupBuySku': {
    zh: '请选择该商品在售的规格',
    en: "Choose a SKU of this shop's chosen product",
  },
  'validation.groupBuyPrice': {
    zh: '拼团价须低于规格原价',
    en: "The group price must be below the SKU's price",
  },
  'groupBuy.termsLocked': {
    zh: '已有人开团，商品、拼团价和成团人数不能再修改（可修改名称、时间、限制和库存，或停用后新建活动）',
    en: 'Groups have started: the goods, group prices and group size can no longer change (edit the title, dates, limits or stock, or disable it and create a new activity)',
  },
  'groupBuy.inUse': {
    zh: '活动「{title}」已有人开团，不能删除，可停用',
    en: 'Groups have started in "{title}": it cannot be deleted; disable it instead',
  },
  'groupBuy.stockUnderSold': {
    zh: '活动库存不能少于已售数量',
    en: 'The activity stock cannot be less than what has sold',
  },
  'groupBuy.oneLine': {
    zh: '拼团商品请单独下单，每单一种规格',
    en: 'Order group-buy goods on their own: one SKU per order',
  },
  'groupBuy.closed': { zh: '拼团活动已停止', en: 'This group-buy activity has stopped' },
  'groupBuy.notRunning': { zh: '拼团活动不在进行中', en: 'This group-buy activity is not running now' },
  'groupBuy.perOrder': { zh: '拼团商品每单最多 {max} 件', en: 'At most {max} pieces per order' },
  'groupBuy.perMember': { zh: '拼团商品每人最多 {max} 件', en: 'At most {max} pieces per member' },
  'groupBuy.soldOut': { zh: '拼团商品已抢光', en: 'The group-buy goods are sold out' },
  'groupBuy.priceAbove': {
    zh: '商品现价已低于拼团价，请按原价购买',
    en: 'The goods now cost less than the group price: buy them at their price',
  },
  'groupBuy.groupEnded': { zh: '这个团已结束', en: 'This group has ended' },
  'groupBuy.full': { zh: '这个团已满员', en: 'This group is full' },
  'groupBuy.alreadyIn': { zh: '你已在这个团中', en: 'You are already in this group' },
  'groupBuy.notYet': {
    zh: '拼团尚未成团，订单暂不能发货或提货',
    en: 'The group is not full yet: the order cannot ship or be picked up',
  },
} as const;
