import { z } from 'zod';
import { MONEY_RE } from '../decimal.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { contactPhone, idList, mobile, money, smsCode, timestamp } from './common.ts';
import { trackingResult } from './express.ts';
import { specOptionRow } from './goods-specs.ts';
import { ledgerReason, MEMBERS_URL } from './members.ts';
import {
  activityRef,
  checkoutChoices,
  DELIVERY_TYPES,
  ordersContract,
  returnedPaymentRow,
  shopperOrderSchemas,
  WECHAT_PAY_KINDS,
} from './orders.ts';

/** The storefront API: what shoppers (members of one company) call, with a shopper token of their own kind. */
export const STOREFRONT_URL = '/api/front';

/** A shop named by its public key (`/api/front/shops/:companyKey/…`). */
const companyKeyParam = z.object({ companyKey: z.string().trim().min(1).max(64) });

/** The most of one SKU a cart line holds. */
export const CART_QUANTITY_MAX = 999;
/** The most lines one shopper's cart holds. */
export const CART_LINES_MAX = 100;
/** The most addresses one shopper keeps. */
export const ADDRESSES_MAX = 20;

// ---- sign-in ----

export const shopperMe = z.object({
  uid: z.number(),
  nickname: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  nowMoney: z.string(),
  integral: z.number(),
  companyKey: z.string(),
  companyName: z.string(),
});

const signInFields = { companyKey: companyKeyParam.shape.companyKey, phone: mobile() };

// ---- catalogue ----

const shopStore = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  businessHours: z.string().nullable(),
});

const shopInfo = z.object({
  companyKey: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  /** The shop's public text and filing number (备案号), '' until the shop saves them. */
  footer: z.object({ footerTxt: z.string(), caseNumber: z.string() }),
  /** 1: shoppers may pick up at a store; 2: delivery only. */
  storeSelfMention: z.number(),
  /** The stores open for pickup (empty when pickup is off). */
  stores: z.array(shopStore),
});

const categoryRow = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  pic: z.string().nullable(),
  sort: z.number(),
});

const priceParam = () => z.string().trim().regex(MONEY_RE, 'msg:money').optional();

/** A public page holds at most this many products… */
const STOREFRONT_PAGE_SIZE_MAX = 50;
/** …and paging reaches no further than this many results (a keyword or category finds the rest). */
const STOREFRONT_RESULTS_MAX = 2000;

const productQuery = pageQuerySchema
  .extend({
    size: z.coerce.number().int().min(1).max(STOREFRONT_PAGE_SIZE_MAX).default(10),
    /** `sales`, `price`, `newest`, or `sort` (the shop's own order, the default), each `,asc|desc`. */
    sort: z
      .string()
      .regex(/^(sort|sales|price|newest)(,(asc|desc))?$/i, 'msg:sortFormat')
      .default('sort,desc'),
    categoryId: z.coerce.number().int().positive().optional(),
    keyword: z.string().trim().max(50).optional(),
    minPrice: priceParam(),
    maxPrice: priceParam(),
  })
  .superRefine((q, ctx) => {
    if ((q.page + 1) * q.size > STOREFRONT_RESULTS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'msg:offset' });
    }
  });

const productCard = z.object({
  id: z.number(),
  name: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  unit: z.string(),
  /** The lowest SKU price. */
  price: z.string(),
  /** Sold, the shop's starting figure included. */
  sales: z.number(),
  stock: z.number(),
});

const skuRow = z.object({
  id: z.number(),
  specKey: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  originalPrice: z.string(),
  stock: z.number(),
});

const productDetail = productCard.extend({
  categoryId: z.number().nullable(),
  gallery: z.array(z.string()),
  video: z.string().nullable(),
  /** Rich text, sanitised when the shop saved it. */
  description: z.string(),
  specType: z.enum(['single', 'multi']),
  specs: z.array(specOptionRow),
  skus: z.array(skuRow),
});

const productIdParam = companyKeyParam.extend({ id: z.coerce.number().int().positive() });

// ---- cart ----

export const CART_INVALID_REASONS = [
  'deleted',
  'offShelf',
  'skuGone',
  'outOfStock',
  'notEnoughStock',
] as const;

const quantity = () => wholeIn(1, CART_QUANTITY_MAX);

export const cartLine = z.object({
  id: z.number(),
  productId: z.number(),
  skuId: z.number(),
  quantity: z.number(),
  /** Null once the product or SKU is gone. */
  name: z.string().nullable(),
  image: z.string().nullable(),
  specKey: z.string().nullable(),
  price: z.string().nullable(),
  stock: z.number(),
});

const cartList = z.object({
  valid: z.array(cartLine),
  invalid: z.array(cartLine.extend({ reason: z.enum(CART_INVALID_REASONS) })),
});

// ---- addresses ----

export const addressInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(30),
  phone: contactPhone(),
  provinceId: z.number().int().positive(),
  cityId: z.number().int().positive(),
  districtId: z.number().int().positive().nullable().default(null),
  detail: z.string().trim().min(1, 'msg:required').max(200),
  isDefault: z.boolean().default(false),
});

const addressRow = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  provinceId: z.number(),
  provinceName: z.string(),
  cityId: z.number(),
  cityName: z.string(),
  districtId: z.number().nullable(),
  districtName: z.string().nullable(),
  detail: z.string(),
  isDefault: z.boolean(),
  createdAt: timestamp(),
});

/** Staff placing an order for a member read that member's saved addresses (the order-create permission). */
export const memberAddressesUrl = (uid: number | string) => `${MEMBERS_URL}/${uid}/addresses`;

/** A line of the shopper's wallet: what changed it, by how much, and the balance after. */
const walletLine = z.object({
  id: z.number(),
  change: z.string(),
  balance: z.string(),
  reason: z.string(),
  ...ledgerReason,
  createdAt: timestamp(),
});

export const storefrontContract = {
  sendCode: z.object({
    ...signInFields,
    uuid: z.string().max(64).default(''),
    code: z.string().max(10).default(''),
  }),
  codeSent: z.object({ message: z.string(), code: z.string().optional() }),
  login: z.object({ ...signInFields, code: smsCode() }),
  loginResult: z.object({ token: z.string(), member: shopperMe }),
  me: shopperMe,
  message: z.object({ message: z.string() }),
  shopParams: companyKeyParam,
  shop: shopInfo,
  categories: z.array(categoryRow),
  productQuery,
  products: pageSchema(productCard),
  productParams: productIdParam,
  product: productDetail,
  cartAdd: z.object({ skuId: z.number().int().positive(), quantity: quantity() }),
  cartAdded: z.object({ id: z.number(), quantity: z.number() }),
  cartQuantity: z.object({ id: z.number().int().positive(), quantity: quantity() }),
  cartIds: z.object({ ids: idList }),
  cartList,
  cartCount: z.object({ lines: z.number(), quantity: z.number() }),
  idParams: z.object({ id: z.coerce.number().int().positive() }),
  addressInput,
  address: addressRow,
  addresses: z.array(addressRow),
  walletQuery: pageQuerySchema,
  wallet: pageSchema(walletLine),
};

// ---- checkout, pay and the shopper's orders ----

/** The most cart lines one checkout takes. */
const CHECKOUT_LINES_MAX = 50;
const cartIdList = z.array(z.number().int().positive()).min(1, 'msg:required').max(CHECKOUT_LINES_MAX);

/** Confirm: the shopper's cart lines by id, or buy-now of one SKU. Exactly one of the two. */
const confirmInput = z
  .object({
    cartIds: cartIdList.optional(),
    skuId: z.number().int().positive().optional(),
    quantity: quantity().optional(),
    /** Buy-now at an activity's price (a bargain of the shopper's: its id; seckill: the activity SKU selling `skuId`). */
    activity: activityRef.optional(),
  })
  .superRefine((v, ctx) => {
    const buyNow = v.skuId !== undefined || v.quantity !== undefined;
    if (v.cartIds === undefined && !buyNow) {
      ctx.addIssue({ code: 'custom', path: ['cartIds'], message: 'msg:required' });
    } else if (v.cartIds !== undefined && buyNow) {
      ctx.addIssue({ code: 'custom', path: ['skuId'], message: 'msg:required' });
    } else if (v.cartIds === undefined) {
      if (v.skuId === undefined) ctx.addIssue({ code: 'custom', path: ['skuId'], message: 'msg:required' });
      if (v.quantity === undefined)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'msg:required' });
    }
  });

/**
 * Compute and create: one of the shopper's saved addresses (express) or a pickup store, and a note.
 * Nothing price-like: the server prices everything.
 */
const choicesInput = z.object({
  deliveryType: z.enum(DELIVERY_TYPES).default('express'),
  addressId: z.number().int().positive().nullable().default(null),
  storeId: checkoutChoices.shape.storeId,
  pickupContact: checkoutChoices.shape.pickupContact,
  buyerNote: checkoutChoices.shape.buyerNote,
  couponId: checkoutChoices.shape.couponId,
});

/** The wallet, or the provider: with WeChat, one of its products (`kind`, Native when left out). */
const payInput = z.object({
  method: z.enum(['wallet', 'provider']),
  kind: z.enum(WECHAT_PAY_KINDS).default('native'),
});

/** JSAPI's `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` parameters, signed by the server. */
const jsapiBridge = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});

/**
 * A paid-by-wallet order, or the provider's payment: the sandbox's link, WeChat Native's code URL and QR,
 * H5's page (back to the result page after), or JSAPI's bridge call (`bridge`).
 */
const paidAnswer = z.object({
  order: shopperOrderSchemas.detail.omit({ lines: true, events: true, payments: true }).nullable(),
  payment: ordersContract.providerPayment
    .extend({
      kind: z.enum(WECHAT_PAY_KINDS).nullable(),
      bridge: jsapiBridge.nullable(),
      /** Native's code URL as a QR (an SVG data URL) to scan with WeChat on a phone. */
      qr: z.string().nullable(),
    })
    .nullable(),
});

export const storefrontOrdersContract = {
  confirm: confirmInput,
  confirmed: ordersContract.confirmed.omit({ memberId: true }),
  keyParams: ordersContract.keyParams,
  choices: choicesInput,
  /**
   * Create also names the cart lines the order came from: they leave the cart once it exists; and the
   * amount the shopper was last shown (compute's payAmount): a new order of another amount is refused
   * (409) so the page shows what changed before the shopper pays.
   */
  create: choicesInput.extend({
    cartIds: cartIdList.optional(),
    expectedPayAmount: money().optional(),
  }),
  computed: ordersContract.computed,
  order: paidAnswer.shape.order.unwrap(),
  pay: payInput,
  paid: paidAnswer,
  listQuery: shopperOrderSchemas.query,
  list: shopperOrderSchemas.page,
  counts: shopperOrderSchemas.counts,
  /** The detail, its tracking when shipped by express (null otherwise or when the tracker failed), and the server's time for the pay countdown. */
  detail: shopperOrderSchemas.detail.extend({
    /** Payments given back (they could not pay the order), with their state in words. */
    returnedPayments: z.array(returnedPaymentRow.extend({ statusText: z.string() })),
    tracking: trackingResult.nullable(),
    trackingError: z.string().nullable(),
    serverTime: timestamp(),
  }),
  /** An open pickup's code as text and as a QR image (an SVG data URL). */
  pickupCode: z.object({ code: z.string(), qr: z.string() }),
};

// ---- how the shopper may pay online, and WeChat's web sign-in for JSAPI ----

/** A hex state of WeChat's web sign-in (WeChat takes a-z, A-Z, 0-9, at most 128 bytes). */
const oauthState = z.string().regex(/^[0-9a-f]{32,128}$/, 'msg:required');

export const storefrontPayContract = {
  /**
   * The provider online payments go to, the WeChat products the merchant has, and whether the
   * shopper's openid is known (JSAPI needs it, or the web sign-in first).
   */
  options: z.object({
    provider: z.enum(['sandbox', 'wechat']),
    wechatKinds: z.array(z.enum(WECHAT_PAY_KINDS)),
    openid: z.boolean(),
  }),
  /** Start the sign-in; `back` is the storefront page to return to (a page of the same shop). */
  oauthStart: z.object({ back: z.string().max(500) }),
  oauthStarted: z.object({ url: z.string() }),
  /** WeChat's answer as the storefront page received it, sent by the session that started it. */
  oauthFinish: z.object({ code: z.string().trim().min(1).max(256), state: oauthState }),
  oauthFinished: z.object({ back: z.string() }),
};
