import {
  goodsProductsContract,
  PRODUCTS_URL,
  SECKILL_ACTIVITIES_URL,
  SECKILL_SLOTS_URL,
  SECKILL_UNPAID_MINUTES,
  seckillActivitySalesUrl,
  seckillActivityStatusUrl,
  seckillContract,
  type Wire,
} from '@hh/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { CrudResource } from '../../components/crud/types.ts';
import { http } from '../../http/client.ts';

export type SlotRow = Wire<typeof seckillContract.slot>;
export type ActivityRow = Wire<typeof seckillContract.activity>;
export type SalesAnswer = Wire<typeof seckillContract.sales>;

export interface SlotForm {
  startHour: number | null;
  hours: number | null;
}

export const slotResource: CrudResource<SlotRow, SlotForm, Record<string, never>> = {
  url: SECKILL_SLOTS_URL,
  row: seckillContract.slot,
  defaultQuery: {},
  sort: ['startHour,asc'],
  size: 50,
  emptyForm: () => ({ startHour: null, hours: 2 }),
  toForm: (row) => ({ startHour: row.startHour, hours: row.hours }),
};

/** One SKU row of the activity form. */
export interface SkuForm {
  skuId: number;
  specKey: string;
  skuPrice: string;
  skuStock: number;
  /** Sold so far (0 for a new row): the total may not go below it. */
  sold: number;
  price: string | null;
  total: number | null;
  perOrder: number;
  perDay: number | null;
  perActivity: number | null;
}

export interface ActivityForm {
  name: string;
  productId: number | null;
  dates: [Dayjs, Dayjs] | null;
  slotIds: number[];
  unpaidMinutes: number;
  enabled: boolean;
  skus: SkuForm[];
}

export interface ActivityQuery {
  blurry?: string;
  enabled?: 'true' | 'false';
}

const DAY = 'YYYY-MM-DD';

export const activityResource: CrudResource<ActivityRow, ActivityForm, ActivityQuery> = {
  url: SECKILL_ACTIVITIES_URL,
  row: seckillContract.activity,
  defaultQuery: {},
  emptyForm: () => ({
    name: '',
    productId: null,
    dates: [dayjs().startOf('day'), dayjs().add(7, 'day').startOf('day')],
    slotIds: [],
    unpaidMinutes: SECKILL_UNPAID_MINUTES,
    enabled: true,
    skus: [],
  }),
  toForm: (row) => ({
    name: row.name,
    productId: row.productId,
    dates: [dayjs(row.startDate), dayjs(row.endDate)],
    slotIds: row.slotIds,
    unpaidMinutes: row.unpaidMinutes,
    enabled: row.enabled,
    skus: row.skus.map((s) => ({
      skuId: s.skuId,
      specKey: s.specKey,
      skuPrice: s.skuPrice,
      skuStock: s.skuStock,
      sold: s.sold,
      price: s.price,
      total: s.total,
      perOrder: s.perOrder,
      perDay: s.perDay,
      perActivity: s.perActivity,
    })),
  }),
  toBody: (form) => ({
    name: form.name.trim(),
    productId: form.productId,
    startDate: form.dates?.[0].format(DAY) ?? '',
    endDate: form.dates?.[1].format(DAY) ?? '',
    slotIds: form.slotIds,
    unpaidMinutes: form.unpaidMinutes,
    enabled: form.enabled,
    skus: form.skus.map((s) => ({
      skuId: s.skuId,
      price: s.price ?? '',
      total: s.total,
      perOrder: s.perOrder,
      perDay: s.perDay,
      perActivity: s.perActivity,
    })),
  }),
  formField: (field) => (field === 'startDate' || field === 'endDate' ? 'dates' : field),
};

export const setActivityEnabled = (id: number, enabled: boolean) =>
  http.put(seckillActivityStatusUrl(id), seckillContract.activity, { enabled });

export const fetchSales = (id: number) => http.get(seckillActivitySalesUrl(id), seckillContract.sales);

/** Every slot of the shop (a shop has at most 24), earliest first. */
export const fetchSlots = () =>
  http.get(SECKILL_SLOTS_URL, seckillContract.slots, { page: 0, size: 50, sort: 'startHour,asc' });

const PICKER_SIZE = 20;

export const searchProducts = (blurry: string) =>
  http.get(PRODUCTS_URL, goodsProductsContract.list, { page: 0, size: PICKER_SIZE, tab: 'onSale', blurry });

export const fetchProduct = (id: number) => http.get(`${PRODUCTS_URL}/${id}`, goodsProductsContract.one);
