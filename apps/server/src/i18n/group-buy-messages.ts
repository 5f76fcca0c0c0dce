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
} as const;
