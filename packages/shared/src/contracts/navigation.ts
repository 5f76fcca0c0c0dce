import { z } from 'zod';
import { DEFAULT_TERMINAL } from '../constants.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';

export const NAVIGATION_URL = '/api/navigation';
/** What the link picker offers: the shop's products (searchable, paged) and its category tree. */
export const NAV_LINK_PRODUCTS_URL = '/api/navigation/links/products';
export const NAV_LINK_CATEGORIES_URL = '/api/navigation/links/categories';
/** The shop's decorated custom pages of a terminal (page decoration), for `customPage` links. */
export const NAV_LINK_PAGES_URL = '/api/navigation/links/pages';

/** The spec's default colours, until the company saves its own. */
export const DEFAULT_NAV_COLORS = {
  background: '#FFFFFF',
  iconColor: '#939393',
  activeIconColor: '#FF7C61',
  textColor: '#AEAEAE',
  activeTextColor: '#FF7C61',
};

export const NAV_MIN_ITEMS = 2;
export const NAV_MAX_ITEMS = 5;
export const NAV_NAME_MAX = 10;

const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'msg:color');
export const navColors = z.object({
  background: color,
  iconColor: color,
  activeIconColor: color,
  textColor: color,
  activeTextColor: color,
});

const homeFlag = z.union([z.literal(0), z.literal(1)]);

/** The storefront's own pages a navigation entry can open; server and web read this one list. */
export const SHOP_PAGES = [
  { page: 'home', path: '/pages/index/index' },
  { page: 'category', path: '/pages/category/index' },
  { page: 'cart', path: '/pages/cart/index' },
  { page: 'user', path: '/pages/user/index' },
  { page: 'orders', path: '/pages/order/list' },
  { page: 'coupons', path: '/pages/coupon/index' },
  { page: 'points', path: '/pages/points/index' },
  { page: 'search', path: '/pages/search/index' },
  { page: 'address', path: '/pages/address/list' },
] as const;
/** @internal */
export type ShopPage = (typeof SHOP_PAGES)[number]['page'];
const SHOP_PAGE_KEYS = SHOP_PAGES.map((p) => p.page) as [ShopPage, ...ShopPage[]];

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const SHOP_PATH = /^\/(?![/\\])[^\s]*$/;

/** A custom link: an http(s) address, or a path of the storefront starting with one `/`. */
export function isNavUrl(value: string): boolean {
  return WEB_ADDRESS.test(value) || SHOP_PATH.test(value);
}

export const NAV_URL_MAX = 300;
const pickedId = z.number().int().positive();

/**
 * What an entry opens: a product or category of the shop, one of its pages, one of its decorated
 * custom pages (page decoration), or a checked address.
 */
const navLink = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('page'), page: z.enum(SHOP_PAGE_KEYS) }),
    z.object({ kind: z.literal('product'), id: pickedId }),
    z.object({ kind: z.literal('category'), id: pickedId }),
    z.object({ kind: z.literal('customPage'), id: pickedId }),
    z.object({
      kind: z.literal('url'),
      url: z.string().trim().max(NAV_URL_MAX).refine(isNavUrl, 'msg:navLinkUrl'),
    }),
  ],
  { error: (issue) => (issue.input === undefined ? 'msg:navUrl' : 'msg:navLinkKind') },
);
export type NavLink = z.output<typeof navLink>;

/** A stored link as read back: an address saved before links were checked is shown as it is. */
const storedNavLink = z.union([
  navLink.options[0],
  navLink.options[1],
  navLink.options[2],
  navLink.options[3],
  z.object({ kind: z.literal('url'), url: z.string() }),
]);

/** The storefront path a link opens (stored beside the link as `navUrl`). */
export function navLinkPath(link: NavLink): string {
  switch (link.kind) {
    case 'page':
      return SHOP_PAGES.find((p) => p.page === link.page)?.path ?? '/';
    case 'product':
      return `/pages/goods/detail?id=${link.id}`;
    case 'category':
      return `/pages/goods/list?cateId=${link.id}`;
    case 'customPage':
      return `/pages/custom/index?id=${link.id}`;
    case 'url':
      return link.url;
  }
}

export const navItemInput = z.object({
  id: z.number().int().optional(),
  navName: z.string().trim().min(1, 'msg:navName').max(NAV_NAME_MAX),
  link: navLink,
  navIcon: z.string().trim().max(500).default(''),
  navActiveIcon: z.string().trim().max(500).default(''),
  json: z.string().max(5000).default('{}'),
  isHome: homeFlag.default(0),
});

export const navItemRow = navItemInput.extend({
  id: z.number(),
  link: storedNavLink,
  /** The path the storefront opens, derived from the link. */
  navUrl: z.string(),
  /** The picked product's or category's name (null when it is gone), for product and category links. */
  linkName: z.string().nullable(),
  navSort: z.number(),
  navIcon: z.string(),
  navActiveIcon: z.string(),
});

/** A terminal's navigation: saved, or the defaults (negative ids) until saved. */
export const navState = z.object({
  terminal: z.number(),
  saved: z.boolean(),
  items: z.array(navItemRow),
  colors: navColors,
});

const terminal = z.coerce.number().int().min(1).max(9).default(DEFAULT_TERMINAL);

const navLinkProduct = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  onShelf: z.boolean(),
});

const navLinkCategory = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  sort: z.number(),
});

export const navigationContract = {
  linkProductsQuery: pageQuerySchema
    .pick({ page: true, size: true })
    .extend({ keyword: z.string().trim().max(50).optional() }),
  linkProducts: pageSchema(navLinkProduct),
  linkCategories: z.array(navLinkCategory),
  linkPages: z.array(z.object({ id: z.number(), name: z.string(), published: z.boolean() })),
  query: z.object({ terminal }),
  state: navState,
  save: z.object({
    terminal,
    items: z
      .array(navItemInput)
      .min(NAV_MIN_ITEMS, 'msg:navCount')
      .max(NAV_MAX_ITEMS, 'msg:navCount')
      .refine((items) => items.filter((i) => i.isHome === 1).length <= 1, 'msg:navHome'),
    colors: navColors.default(DEFAULT_NAV_COLORS),
  }),
};
