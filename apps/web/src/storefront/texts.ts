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
    specs: '规格',
    stock: '库存',
    sold: '已售',
    soldOut: '已售罄',
    readOnly: '此页面仅供浏览，购买请到门店或联系商家',
    notFound: '页面不存在或已下架',
    failed: '加载失败，请稍后重试',
    retry: '重试',
    tabTitle: '此页在商城 App 中使用',
    tabBody: '购物车、订单和个人中心需要登录后使用，请在商城 App 或小程序中打开。',
    goHome: '去首页逛逛',
    stores: '门店',
    more: '加载更多',
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
    specs: 'Options',
    stock: 'Stock',
    sold: 'Sold',
    soldOut: 'Sold out',
    readOnly: 'This page is for browsing: buy in store or contact the shop',
    notFound: 'This page does not exist or was taken down',
    failed: 'Could not load, please try again',
    retry: 'Retry',
    tabTitle: 'This page is in the shop app',
    tabBody: 'The cart, orders and your account need signing in: open them in the shop app or mini-program.',
    goHome: 'Browse the home page',
    stores: 'Stores',
    more: 'Load more',
  },
} as const;

/** The page's language as its HTML declares it (zh-CN: shops write their pages in Chinese). */
export const lang: RenderLang =
  typeof document !== 'undefined' && /^en\b/i.test(document.documentElement.lang) ? 'en' : 'zh';

export const t = TEXTS[lang];
