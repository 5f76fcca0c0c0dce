import type { RenderLang } from './render/texts.ts';

/** The storefront page's own words, in the page's language (zh, the default, or en). */
const TEXTS = {
  zh: {
    back: '返回',
    home: '首页',
    categories: '全部分类',
    all: '全部',
    search: '搜索',
    searchPlaceholder: '搜索商品',
    searchHint: '输入商品名称搜索',
    noResults: '没有找到相关商品',
    noProducts: '该分类下暂无商品',
    details: '商品详情',
    stock: '库存',
    sold: '已售',
    soldOut: '已售罄',
    notFound: '页面不存在或已下架',
    failed: '加载失败，请稍后重试',
    retry: '重试',
    notYet: '该功能暂未开放，敬请期待',
    goHome: '去首页逛逛',
    more: '加载更多',
    signIn: '登录',
    cart: '购物车',
    me: '我的',
    addresses: '收货地址',
    newAddress: '新增地址',
    editAddress: '编辑地址',
    checkout: '确认订单',
    pay: '支付订单',
    payResult: '支付结果',
    myOrders: '我的订单',
    myCoupons: '我的优惠券',
    couponCentre: '领券中心',
    bargains: '砍价',
    bargain: '砍价详情',
    seckill: '限时秒杀',
    groups: '拼团',
    groupBuy: '拼团活动',
    group: '拼团详情',
    orderDetail: '订单详情',
    refund: '申请售后',
    afterSale: '售后详情',
  },
  en: {
    back: 'Back',
    home: 'Home',
    categories: 'All categories',
    all: 'All',
    search: 'Search',
    searchPlaceholder: 'Search products',
    searchHint: 'Type a product name to search',
    noResults: 'No products found',
    noProducts: 'No products in this category yet',
    details: 'Details',
    stock: 'Stock',
    sold: 'Sold',
    soldOut: 'Sold out',
    notFound: 'This page does not exist or was taken down',
    failed: 'Could not load, please try again',
    retry: 'Retry',
    notYet: 'This is not open yet',
    goHome: 'Browse the home page',
    more: 'Load more',
    signIn: 'Sign in',
    cart: 'Cart',
    me: 'Me',
    addresses: 'Addresses',
    newAddress: 'New address',
    editAddress: 'Edit address',
    checkout: 'Checkout',
    pay: 'Pay',
    payResult: 'Payment',
    myOrders: 'My orders',
    myCoupons: 'My coupons',
    couponCentre: 'Claim centre',
    bargains: 'Bargains',
    bargain: 'Bargain',
    seckill: 'Flash sale',
    groups: 'Group buys',
    groupBuy: 'Group buy',
    group: 'Group',
    orderDetail: 'Order details',
    refund: 'Ask for a refund',
    afterSale: 'Refund details',
  },
} as const;

/**
 * The page's language: the `lang` cookie the back office and the server read too (so the server's
 * messages come in the same language), else the language the HTML declares (zh-CN).
 */
function pageLang(): RenderLang {
  if (typeof document === 'undefined') return 'zh';
  const cookie = /(?:^|;\s*)lang=(zh|en)(?:;|$)/.exec(document.cookie)?.[1];
  if (cookie === 'zh' || cookie === 'en') return cookie;
  return /^en\b/i.test(document.documentElement.lang) ? 'en' : 'zh';
}

export const lang: RenderLang = pageLang();

/** Switches the page's language (the cookie lasts a year, as the back office's does) and reloads. */
export function switchLang(next: RenderLang) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' WebViews this page serves
  document.cookie = `lang=${next}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  window.location.reload();
}

/** A page's own words in the page's language: each page keeps its table, loaded with its code. */
export function wordsOf<T extends Record<string, string>>(table: {
  zh: T;
  en: { [K in keyof T]: string };
}): T {
  return (lang === 'en' ? table.en : table.zh) as T;
}

export const t = TEXTS[lang];
