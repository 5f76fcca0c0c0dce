/** The bargain area's messages: field checks and the refusals of starts, helps and edits. */
export const bargainMessages = {
  'validation.bargainFloor': {
    zh: '底价须低于起始价',
    en: 'The floor price must be below the start price',
  },
  'validation.bargainRoom': {
    zh: '起始价与底价之差须够每一刀至少砍 0.01 元',
    en: 'The gap between start and floor must leave at least 0.01 for every cut',
  },
  'validation.bargainWindow': { zh: '结束时间须晚于开始时间', en: 'The end must be after the start' },
  'validation.bargainSku': {
    zh: '请选择本店在售商品的规格',
    en: "Choose a SKU of one of this shop's products",
  },
  'bargain.termsLocked': {
    zh: '已有会员发起砍价，商品、价格和帮砍人数不能再修改（可修改名称、时间、限制和库存，或停用后新建活动）',
    en: 'Members have started bargains: the goods, prices and helpers can no longer change (edit the title, dates, limits or stock, or disable it and create a new activity)',
  },
  'bargain.inUse': {
    zh: '活动「{title}」已有会员发起砍价，不能删除，可停用',
    en: 'Members have started bargains of "{title}": it cannot be deleted; disable it instead',
  },
  'bargain.memberDisabled': { zh: '账号已停用', en: 'This account is disabled' },
  'bargain.closed': { zh: '砍价活动已停止', en: 'This bargain activity has stopped' },
  'bargain.notOpen': { zh: '砍价活动不在进行中', en: 'This bargain activity is not running now' },
  'bargain.soldOut': { zh: '砍价商品已抢光', en: 'The bargain goods are sold out' },
  'bargain.alreadyOpen': {
    zh: '你已有一个进行中的砍价，先完成它吧',
    en: 'You already have a bargain of this running: finish it first',
  },
  'bargain.startLimit': {
    zh: '每人最多发起 {max} 次',
    en: 'Each member may start at most {max}',
  },
  'bargain.ownBargain': {
    zh: '不能帮自己砍价，分享给好友吧',
    en: 'You cannot help your own bargain: share it with friends',
  },
  'bargain.notCutting': {
    zh: '这个砍价已结束',
    en: 'This bargain is no longer being cut',
  },
  'bargain.helpedAlready': { zh: '你已经帮砍过了', en: 'You have already helped this bargain' },
  'bargain.dailyHelps': {
    zh: '今天帮砍次数已用完（每天 {max} 次）',
    en: 'No helps left today ({max} a day)',
  },
  'bargain.onePiece': { zh: '砍价商品每次只能买 1 件', en: 'A bargain buys one piece' },
  'bargain.notBuyable': {
    zh: '这个砍价现在不能购买（已购买、已过期或尚未砍到底价）',
    en: 'This bargain cannot be bought now (bought, expired, or not yet at the floor)',
  },
} as const;
