/**
 * The storefront page's addresses, as `h5Paths` of the decoration contract names them. Written out
 * here because importing any value from `@hh/shared` pulls the contracts and zod into the H5
 * page's first load (about 60 kB gzip); `paths.test.ts` proves both agree.
 */
const base = (companyKey: string) => `/h5/${encodeURIComponent(companyKey)}/`;

export const h5Paths = {
  home: base,
  page: (companyKey: string, id: number) => `${base(companyKey)}page/${id}`,
  product: (companyKey: string, id: number) => `${base(companyKey)}product/${id}`,
  category: (companyKey: string, id: number) => `${base(companyKey)}category/${id}`,
  categories: (companyKey: string) => `${base(companyKey)}category`,
  search: (companyKey: string, keyword = '') =>
    `${base(companyKey)}search${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`,
  tab: (companyKey: string, index: number) => `${base(companyKey)}tab/${index}`,
  /** Sign-in, then back to `back` (a page of the same shop). */
  login: (companyKey: string, back = '') =>
    `${base(companyKey)}login${back ? `?back=${encodeURIComponent(back)}` : ''}`,
  cart: (companyKey: string) => `${base(companyKey)}cart`,
  me: (companyKey: string) => `${base(companyKey)}me`,
  /** The address book; `choose`: picking one for the checkout. */
  addresses: (companyKey: string, choose = false) =>
    `${base(companyKey)}addresses${choose ? '?choose=1' : ''}`,
  /** A new address (`id` null) or one to edit. */
  address: (companyKey: string, id: number | null, choose = false) =>
    `${base(companyKey)}addresses/${id ?? 'new'}${choose ? '?choose=1' : ''}`,
  checkout: (companyKey: string) => `${base(companyKey)}checkout`,
  /** Paying an unpaid order. */
  pay: (companyKey: string, orderId: number) => `${base(companyKey)}pay/${orderId}`,
  /** One of the shopper's orders. */
  order: (companyKey: string, orderId: number) => `${base(companyKey)}orders/${orderId}`,
  /** The payment's result, read from the server. */
  paid: (companyKey: string, orderId: number) => `${base(companyKey)}paid/${orderId}`,
  /** My orders, on one of its tabs (all when left out). */
  orders: (companyKey: string, tab = 'all') =>
    `${base(companyKey)}orders${tab === 'all' ? '' : `?tab=${tab}`}`,
  /** Asking for a refund on an order, from one of its lines. */
  refund: (companyKey: string, orderId: number, lineId: number) =>
    `${base(companyKey)}refund/${orderId}?line=${lineId}`,
  afterSale: (companyKey: string, id: number) => `${base(companyKey)}after-sale/${id}`,
  /** My coupons, on one of its tabs (unused when left out). */
  coupons: (companyKey: string, tab = 'unused') =>
    `${base(companyKey)}coupons${tab === 'unused' ? '' : `?tab=${tab}`}`,
  couponCentre: (companyKey: string) => `${base(companyKey)}coupon-centre`,
  /** The running bargains and the shopper's own. */
  bargains: (companyKey: string) => `${base(companyKey)}bargains`,
  /** One bargain: its member's page, and the share link helpers open. */
  bargain: (companyKey: string, id: number) => `${base(companyKey)}bargain/${id}`,
  /** Today's seckill sessions and their goods (open to visitors). */
  seckill: (companyKey: string) => `${base(companyKey)}seckill`,
  /** The running group buys and the shopper's own groups. */
  groups: (companyKey: string) => `${base(companyKey)}groups`,
  /** A group-buy activity: start a group, or pick an open one. */
  groupBuy: (companyKey: string, id: number) => `${base(companyKey)}group-buy/${id}`,
  /** One group: its members' page, and the share link others open to join. */
  group: (companyKey: string, id: number) => `${base(companyKey)}group/${id}`,
};
