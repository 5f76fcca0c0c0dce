/** The few words the renderers write themselves, in the two languages of the product. */
const TEXTS = {
  zh: {
    search: '搜索商品',
    more: '更多',
    sold: '已售',
    buy: '去购买',
    noProducts: '暂无商品',
    coupons: '优惠券',
    seckill: '限时秒杀',
    groupBuy: '拼团',
    bargain: '砍价',
    couponsEmpty: '暂无可领取的优惠券',
    seckillEmpty: '暂无进行中的秒杀',
    seckillOpen: '查看今日秒杀场次',
    groupBuyEmpty: '暂无进行中的拼团',
    bargainEmpty: '暂无进行中的砍价',
    hours: '营业时间',
    stores: '门店',
    video: '视频',
    picture: '图片',
    loading: '加载中…',
  },
  en: {
    search: 'Search products',
    more: 'More',
    sold: 'Sold',
    buy: 'Buy',
    noProducts: 'No products yet',
    coupons: 'Coupons',
    seckill: 'Flash sale',
    groupBuy: 'Group buy',
    bargain: 'Bargain',
    couponsEmpty: 'No coupons to claim right now',
    seckillEmpty: 'No flash sale running right now',
    seckillOpen: "See today's flash sale sessions",
    groupBuyEmpty: 'No group buy running right now',
    bargainEmpty: 'No bargain running right now',
    hours: 'Hours',
    stores: 'Stores',
    video: 'Video',
    picture: 'Picture',
    loading: 'Loading…',
  },
} as const;

export type RenderLang = keyof typeof TEXTS;
export type RenderText = keyof (typeof TEXTS)['zh'];

export const textsOf = (lang: RenderLang) => TEXTS[lang];
