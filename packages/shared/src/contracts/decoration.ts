import { z } from 'zod';
import { DEFAULT_TERMINAL, TERMINALS } from '../constants.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { timestamp } from './common.ts';
import { navigationContract, navState } from './navigation.ts';
import { storefrontContract } from './storefront.ts';

/**
 * Page decoration: a company's storefront pages per terminal (a home page and custom pages), each
 * edited as a draft and published as numbered versions, built from the components below.
 */
const DECORATION_URL = '/api/decoration';
export const DECO_PAGES_URL = `${DECORATION_URL}/pages`;
/** The builder's link picker: products, categories, custom pages, bottom navigation tabs. */
export const DECO_LINK_PRODUCTS_URL = `${DECORATION_URL}/links/products`;
export const DECO_LINK_CATEGORIES_URL = `${DECORATION_URL}/links/categories`;
export const DECO_LINK_PAGES_URL = `${DECORATION_URL}/links/pages`;
export const DECO_LINK_NAV_TABS_URL = `${DECORATION_URL}/links/nav-tabs`;
/** The canvas data for a draft being edited (POST, no write). */
export const DECO_RESOLVE_URL = `${DECORATION_URL}/resolve`;
/** The shop's live H5 address and its QR code, for the back office's links to the shop. */
export const DECO_STOREFRONT_URL = `${DECORATION_URL}/storefront`;
/** The public read API of the storefront, by the shop's key: published versions only. */
export const STOREFRONT_DECORATION_URL = '/api/front/shops/:companyKey/decoration';

type DecoPageAction = 'draft' | 'publish' | 'preview' | 'versions' | 'duplicate' | 'home';
/** One page (GET detail, DELETE) and its calls (`decoPageUrl(id, 'publish')`). */
export const decoPageUrl = (id: number, action?: DecoPageAction) =>
  action ? `${DECO_PAGES_URL}/${id}/${action}` : `${DECO_PAGES_URL}/${id}`;
/** A published version (GET: rendered) and its rollback (POST …/rollback). */
export const decoVersionUrl = (id: number, version: number, rollback = false) =>
  `${DECO_PAGES_URL}/${id}/versions/${version}${rollback ? '/rollback' : ''}`;

/** The storefront page's own addresses (the server answers every one of them with the h5 entry's HTML). */
export const h5Paths = {
  home: (companyKey: string) => `/h5/${encodeURIComponent(companyKey)}/`,
  page: (companyKey: string, id: number) => `/h5/${encodeURIComponent(companyKey)}/page/${id}`,
  product: (companyKey: string, id: number) => `/h5/${encodeURIComponent(companyKey)}/product/${id}`,
  category: (companyKey: string, id: number) => `/h5/${encodeURIComponent(companyKey)}/category/${id}`,
};

// ---- terminals ----

/** 1 mini-program, 2 H5, 3 app (the spec's default), 4 PC. */
export const DECO_TERMINALS = [TERMINALS.miniProgram, TERMINALS.h5, TERMINALS.app, TERMINALS.pc] as const;
const decoTerminal = () =>
  z.coerce
    .number()
    .int('msg:decoTerminal')
    .min(TERMINALS.miniProgram, 'msg:decoTerminal')
    .max(TERMINALS.pc, 'msg:decoTerminal');

// ---- bounds ----

export const DECO_NAME_MAX = 30;
export const DECO_TITLE_MAX = 30;
export const DECO_URL_MAX = 500;
/** The most components one page holds. */
export const DECO_COMPONENTS_MAX = 60;
/** The most bytes one page's document takes as JSON (UTF-8). */
const DECO_PAGE_BYTES_MAX = 200_000;
/** The most characters of a rich text component's HTML. */
const DECO_RICH_TEXT_MAX = 20_000;
export const DECO_BANNER_MAX = 10;
export const DECO_NAV_GRID_MAX = 20;
export const DECO_NOTICE_MAX = 10;
export const DECO_PRODUCTS_MAX = 50;

// ---- links ----

const HTTPS_URL = /^https:\/\/[^\s/?#]+[^\s]*$/i;
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** An external link: an https address only. */
export const isHttpsUrl = (value: string) => HTTPS_URL.test(value);
/** A picture or video: an http(s) address or a path of this site (`/file/…` from the media library). */
const isMediaUrl = (value: string) => HTTP_URL.test(value) || SITE_PATH.test(value);

const refId = () => z.number().int().positive();

/**
 * Where a tap goes: the home page, a category, a product, a custom page of the shop, a tab of the
 * bottom navigation (by its 0-based position), or an external https address. Nothing else.
 */
const decoLink = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('home') }),
    z.object({ kind: z.literal('category'), id: refId() }),
    z.object({ kind: z.literal('product'), id: refId() }),
    z.object({ kind: z.literal('page'), id: refId() }),
    z.object({ kind: z.literal('navTab'), index: z.number().int().min(0).max(4) }),
    z.object({
      kind: z.literal('url'),
      url: z.string().trim().max(DECO_URL_MAX).refine(isHttpsUrl, 'msg:decoLinkUrl'),
    }),
  ],
  { error: () => 'msg:decoLinkKind' },
);
export type DecoLink = z.output<typeof decoLink>;
export type DecoLinkKind = DecoLink['kind'];
const optionalLink = () => decoLink.nullable().default(null);

const media = () => z.string().trim().max(DECO_URL_MAX).refine(isMediaUrl, 'msg:decoPicture');
const color = () => z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'msg:color');
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, 'msg:required').max(max);

// ---- components ----

/** Every component: an id unique in its page (made by the builder), and whether it is hidden. */
const base = {
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'msg:decoComponentId'),
  hidden: z.boolean().default(false),
};

const searchBar = z.object({
  ...base,
  type: z.literal('search'),
  placeholder: text(30).default(''),
  shape: z.enum(['round', 'square']).default('round'),
  sticky: z.boolean().default(false),
});

const bannerItem = z.object({ picture: media(), title: text(30).default(''), link: optionalLink() });
const banner = z.object({
  ...base,
  type: z.literal('banner'),
  items: z.array(bannerItem).min(1, 'msg:decoItems').max(DECO_BANNER_MAX, 'msg:decoItems'),
  /** Width:height of the pictures. */
  ratio: z.enum(['2:1', '16:9', '3:1', '1:1']).default('2:1'),
  autoplay: z.boolean().default(true),
  intervalSeconds: wholeIn(2, 10).default(4),
});

const navGridItem = z.object({ icon: media(), label: required(8), link: optionalLink() });
const navGrid = z.object({
  ...base,
  type: z.literal('navGrid'),
  items: z.array(navGridItem).min(1, 'msg:decoItems').max(DECO_NAV_GRID_MAX, 'msg:decoItems'),
  columns: z.union([z.literal(3), z.literal(4), z.literal(5)]).default(4),
});

const noticeItem = z.object({ text: required(60), link: optionalLink() });
const notice = z.object({
  ...base,
  type: z.literal('notice'),
  items: z.array(noticeItem).min(1, 'msg:decoItems').max(DECO_NOTICE_MAX, 'msg:decoItems'),
  color: color().default('#FF7C61'),
  background: color().default('#FFF8E6'),
});

/** How many pictures each image-ad layout takes; `stack` shows 1–4 one under another. */
export const IMAGE_AD_LAYOUTS = {
  single: [1, 1],
  row2: [2, 2],
  row3: [3, 3],
  leftOneRightTwo: [3, 3],
  grid4: [4, 4],
  stack: [1, 4],
} as const satisfies Record<string, readonly [number, number]>;
type ImageAdLayout = keyof typeof IMAGE_AD_LAYOUTS;
const IMAGE_AD_LAYOUT_KEYS = Object.keys(IMAGE_AD_LAYOUTS) as [ImageAdLayout, ...ImageAdLayout[]];

const imageAd = z
  .object({
    ...base,
    type: z.literal('imageAd'),
    layout: z.enum(IMAGE_AD_LAYOUT_KEYS).default('single'),
    items: z
      .array(z.object({ picture: media(), link: optionalLink() }))
      .min(1, 'msg:decoImageAdCount')
      .max(4, 'msg:decoImageAdCount'),
    gap: wholeIn(0, 20).default(0),
  })
  .superRefine((v, ctx) => {
    const [min, max] = IMAGE_AD_LAYOUTS[v.layout];
    if (v.items.length < min || v.items.length > max)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'msg:decoImageAdCount' });
  });

const title = z.object({
  ...base,
  type: z.literal('title'),
  text: required(DECO_TITLE_MAX),
  subtitle: text(60).default(''),
  align: z.enum(['left', 'center']).default('left'),
  /** A "more" link at the right end, with its text. */
  moreText: text(10).default(''),
  moreLink: optionalLink(),
});

/**
 * Rich text as HTML. The server sanitises it when saving (the same rules as product descriptions:
 * formatting and pictures, never scripts, handlers, frames or non-http links), and serves only the
 * sanitised form; renderers may set it as HTML.
 */
const richText = z.object({
  ...base,
  type: z.literal('richText'),
  html: z.string().max(DECO_RICH_TEXT_MAX, 'msg:tooLong'),
  background: color().default('#FFFFFF'),
});

const spacer = z.object({ ...base, type: z.literal('spacer'), height: wholeIn(4, 100).default(16) });

const divider = z.object({
  ...base,
  type: z.literal('divider'),
  lineStyle: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
  color: color().default('#E5E5E5'),
  margin: wholeIn(0, 30).default(8),
});

/** The products a list shows: picked one by one, or the first `count` of a category in an order. */
const productSource = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('picked'),
      ids: z.array(refId()).min(1, 'msg:decoProductsPicked').max(DECO_PRODUCTS_MAX, 'msg:decoProductsPicked'),
    }),
    z.object({
      mode: z.literal('category'),
      categoryId: refId(),
      count: wholeIn(1, DECO_PRODUCTS_MAX).default(6),
      sort: z.enum(['sort', 'sales', 'newest', 'price']).default('sort'),
    }),
  ],
  { error: () => 'msg:decoProductSource' },
);
export type DecoProductSource = z.output<typeof productSource>;

const productList = z.object({
  ...base,
  type: z.literal('productList'),
  title: text(DECO_TITLE_MAX).default(''),
  source: productSource,
  /** One, two or three cards a row, or a list of rows (picture left). */
  layout: z.enum(['one', 'two', 'three', 'list']).default('two'),
  showPrice: z.boolean().default(true),
  showSales: z.boolean().default(false),
  showBuyButton: z.boolean().default(true),
});

/** Marketing blocks: up to `count` cards of what runs now in the shop, or a word that none runs. */
const activity = <T extends string>(type: T) =>
  z.object({
    ...base,
    type: z.literal(type),
    title: text(DECO_TITLE_MAX).default(''),
    count: wholeIn(1, 20).default(4),
  });
const coupons = activity('coupons');
const seckill = activity('seckill');
const groupBuy = activity('groupBuy');
const bargain = activity('bargain');

const video = z.object({
  ...base,
  type: z.literal('video'),
  src: media(),
  poster: media().nullable().default(null),
  autoplay: z.boolean().default(false),
});

const storeInfo = z.object({
  ...base,
  type: z.literal('storeInfo'),
  background: media().nullable().default(null),
  showLogo: z.boolean().default(true),
  showStores: z.boolean().default(true),
});

export const decoComponent = z.discriminatedUnion(
  'type',
  [
    searchBar,
    banner,
    navGrid,
    notice,
    imageAd,
    title,
    richText,
    spacer,
    divider,
    productList,
    coupons,
    seckill,
    groupBuy,
    bargain,
    video,
    storeInfo,
  ],
  { error: () => 'msg:decoComponentType' },
);
export type DecoComponent = z.output<typeof decoComponent>;
/** A component as the builder sends it (defaults may be left out). */
export type DecoComponentType = DecoComponent['type'];
export const DECO_COMPONENT_TYPES = decoComponent.options.map(
  (o) => o.shape.type.value,
) as readonly DecoComponentType[];

// ---- the page document ----

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** What a draft holds and a version freezes: the page's face and its components in order. */
export const decoDocument = z
  .object({
    name: required(DECO_NAME_MAX),
    title: text(DECO_TITLE_MAX).default(''),
    background: color().default('#F5F5F5'),
    backgroundImage: media().nullable().default(null),
    sharePicture: media().nullable().default(null),
    shareTitle: text(60).default(''),
    components: z.array(decoComponent).max(DECO_COMPONENTS_MAX, 'msg:decoComponentsMax'),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.components.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({ code: 'custom', path: ['components', i, 'id'], message: 'msg:decoComponentIdTwice' });
      seen.add(c.id);
    });
    if (jsonBytes(doc) > DECO_PAGE_BYTES_MAX)
      ctx.addIssue({ code: 'custom', path: ['components'], message: 'msg:decoPageSize' });
  });
export type DecoDocument = z.output<typeof decoDocument>;
export type DecoDocumentInput = z.input<typeof decoDocument>;

// ---- pages (staff) ----

const decoPageRow = z.object({
  id: z.number(),
  terminal: z.number(),
  name: z.string(),
  title: z.string(),
  isHome: z.boolean(),
  /** The live version's number; null until first published. */
  publishedVersion: z.number().nullable(),
  publishedAt: timestamp().nullable(),
  /** The draft differs from the live version (or was never published). */
  hasDraftChanges: z.boolean(),
  /** The draft's revision: each save adds one. */
  revision: z.number(),
  componentCount: z.number(),
  updatedAt: timestamp(),
  updatedBy: z.string().nullable(),
});
export type DecoPageRow = z.output<typeof decoPageRow>;

/** A page with its draft, for the builder. */
const decoPageDetail = decoPageRow.extend({ document: decoDocument });

const decoVersionRow = z.object({
  version: z.number(),
  name: z.string(),
  componentCount: z.number(),
  publishedAt: timestamp(),
  publishedBy: z.string().nullable(),
  /** The version a rollback copied (null for a publish of the draft). */
  restoredFrom: z.number().nullable(),
  live: z.boolean(),
});

const pageParams = z.object({ id: z.coerce.number().int().positive() });

// ---- what a renderer needs (builder canvas, version preview, storefront) ----

const renderProduct = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  originalPrice: z.string(),
  unit: z.string(),
  sales: z.number(),
  stock: z.number(),
});

const renderCategory = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  pic: z.string().nullable(),
});

const renderPageRef = z.object({ id: z.number(), name: z.string(), title: z.string() });

/**
 * One card of a marketing block, what runs now in the shop. `id` is the activity's (the coupon's
 * issue, the seckill, group-buy or bargain activity); `productId` the goods' (null for a coupon).
 * `price` over `originalPrice`: the seckill price over the list price, the group price over the SKU's,
 * the bargain's floor over its start price; a coupon's amount off (a percent coupon: `percentOff`,
 * with `threshold` the spend it needs, "0.00" for none). `groupSize`: a group buy's seats.
 */
const activityCard = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  originalPrice: z.string(),
  percentOff: z.number().nullable(),
  threshold: z.string().nullable(),
  groupSize: z.number().nullable(),
});
export type DecoActivityCard = z.output<typeof activityCard>;

/**
 * The data a page's components show, resolved on the server: products on sale (by id), the
 * product ids each product list shows in order (by component id), categories and custom pages
 * its links name (a link whose target is gone or unpublished is missing here: render it inert),
 * the shop (store info), the terminal's bottom navigation, and each marketing block's cards of
 * what runs in the shop now (by component id; none: the block says so).
 */
const decoRenderData = z.object({
  products: z.array(renderProduct),
  productLists: z.record(z.string(), z.array(z.number())),
  categories: z.array(renderCategory),
  pages: z.array(renderPageRef),
  shop: storefrontContract.shop,
  navigation: navState,
  activities: z.record(z.string(), z.array(activityCard)),
  /** Public addresses besides the site's `/file/…` its pages may show media from (`isShownMedia`). */
  mediaBases: z.array(z.string()),
});
export type DecoRenderData = z.output<typeof decoRenderData>;

/** A page ready to render: which page and version, its document, its data. */
export const decoRenderedPage = z.object({
  page: z.object({
    id: z.number(),
    terminal: z.number(),
    isHome: z.boolean(),
    /** The version shown (null for a draft preview in the builder). */
    version: z.number().nullable(),
    publishedAt: timestamp().nullable(),
  }),
  document: decoDocument,
  data: decoRenderData,
});
export type DecoRenderedPage = z.output<typeof decoRenderedPage>;

export const decorationContract = {
  listQuery: pageQuerySchema.extend({
    terminal: decoTerminal().default(DEFAULT_TERMINAL),
    keyword: z.string().trim().max(DECO_NAME_MAX).optional(),
  }),
  list: pageSchema(decoPageRow),
  create: z.object({
    terminal: decoTerminal().default(DEFAULT_TERMINAL),
    name: required(DECO_NAME_MAX),
    title: text(DECO_TITLE_MAX).default(''),
  }),
  pageParams,
  detail: decoPageDetail,
  row: decoPageRow,
  /** Autosave: the revision the builder last saw, and the whole draft; a stale revision is 409. */
  saveDraft: z.object({ revision: z.number().int().min(0), document: decoDocument }),
  draftSaved: z.object({ revision: z.number(), updatedAt: timestamp() }),
  /** Publish the draft at this revision (what the designer sees); a stale revision is 409. */
  publish: z.object({ revision: z.number().int().min(0) }),
  versionsQuery: pageQuerySchema.pick({ page: true, size: true }),
  versions: pageSchema(decoVersionRow),
  versionParams: pageParams.extend({ version: z.coerce.number().int().positive() }),
  duplicate: z.object({ name: required(DECO_NAME_MAX).optional() }),
  /** A page as it renders: the draft (GET …/pages/:id/preview) or a version (…/versions/:version). */
  rendered: decoRenderedPage,
  /** The builder's canvas data for a draft being edited (no write; POST for the body's size). */
  resolve: z.object({ terminal: decoTerminal().default(DEFAULT_TERMINAL), document: decoDocument }),
  renderData: decoRenderData,
  // the link picker
  linkProductsQuery: navigationContract.linkProductsQuery,
  linkProducts: navigationContract.linkProducts,
  linkCategories: navigationContract.linkCategories,
  linkPagesQuery: z.object({ terminal: decoTerminal().default(DEFAULT_TERMINAL) }),
  linkPages: z.array(
    z.object({ id: z.number(), name: z.string(), isHome: z.boolean(), published: z.boolean() }),
  ),
  linkNavTabs: z.array(z.object({ index: z.number(), navName: z.string() })),
  /** The shop's H5 address (absolute: PUBLIC_URL or the server's own address) and its QR code as SVG. */
  storefront: z.object({ url: z.string(), qrSvg: z.string() }),
};

/** The storefront's public read API (no sign-in): published versions only. */
export const storefrontDecorationContract = {
  homeParams: z.object({ companyKey: z.string().trim().min(1).max(64) }),
  homeQuery: z.object({ terminal: decoTerminal().default(DEFAULT_TERMINAL) }),
  pageParams: z.object({
    companyKey: z.string().trim().min(1).max(64),
    id: z.coerce.number().int().positive(),
  }),
  rendered: decoRenderedPage,
};
