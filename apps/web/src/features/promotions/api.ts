import {
  GOODS_CATEGORIES_URL,
  goodsCategoriesContract,
  goodsProductsContract,
  PRODUCTS_URL,
  PROMOTIONS_URL,
  type PromotionKind,
  type PromotionScope,
  type PromotionState,
  promotionStatusUrl,
  promotionsContract,
  type Wire,
} from '@hh/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { CrudResource } from '../../components/crud/types.ts';
import { http } from '../../http/client.ts';

export type PromotionRow = Wire<typeof promotionsContract.row>;

interface TierForm {
  threshold: string | null;
  amount: string | null;
  percentOff: number | null;
}

export interface PromotionForm {
  name: string;
  kind: PromotionKind;
  tiers: TierForm[];
  repeat: boolean;
  cap: string | null;
  scope: PromotionScope;
  productIds: number[];
  categoryIds: number[];
  window: [Dayjs, Dayjs] | null;
  enabled: boolean;
}

export interface PromotionQuery {
  blurry?: string;
  kind?: PromotionKind;
  state?: PromotionState;
}

const emptyTier = (): TierForm => ({ threshold: null, amount: null, percentOff: null });

/** The form's field a refusal names: the dates under their range. */
const formField = (field: string) => (field === 'startAt' || field === 'endAt' ? 'window' : field);

export const promotionResource: CrudResource<PromotionRow, PromotionForm, PromotionQuery> = {
  url: PROMOTIONS_URL,
  row: promotionsContract.row,
  defaultQuery: {},
  emptyForm: () => ({
    name: '',
    kind: 'amount',
    tiers: [emptyTier()],
    repeat: false,
    cap: null,
    scope: 'all',
    productIds: [],
    categoryIds: [],
    window: [dayjs().startOf('minute'), dayjs().add(30, 'day').endOf('day')],
    enabled: true,
  }),
  toForm: (row) => ({
    name: row.name,
    kind: row.kind,
    tiers: row.tiers.map((tier) => ({ ...tier })),
    repeat: row.repeat,
    cap: row.cap,
    scope: row.scope,
    productIds: row.scope === 'categories' ? [] : row.scopeIds,
    categoryIds: row.scope === 'categories' ? row.scopeIds : [],
    window: [dayjs(row.startAt), dayjs(row.endAt)],
    enabled: row.enabled,
  }),
  toBody: (form) => ({
    name: form.name.trim(),
    kind: form.kind,
    // Repeating amount-off and free shipping take one tier: the first, whatever was typed below it.
    tiers: (form.kind === 'freeShipping' || (form.kind === 'amount' && form.repeat)
      ? form.tiers.slice(0, 1)
      : form.tiers
    ).map((tier) => ({
      threshold: tier.threshold ?? '',
      amount: form.kind === 'amount' ? tier.amount || null : null,
      percentOff: form.kind === 'percent' ? tier.percentOff : null,
    })),
    repeat: form.kind === 'amount' && form.repeat,
    cap: form.kind === 'percent' || (form.kind === 'amount' && form.repeat) ? form.cap || null : null,
    scope: form.scope,
    scopeIds: form.scope === 'all' ? [] : form.scope === 'categories' ? form.categoryIds : form.productIds,
    startAt: form.window?.[0].toISOString() ?? null,
    endAt: form.window?.[1].toISOString() ?? null,
    enabled: form.enabled,
  }),
  formField,
};

export const setPromotionEnabled = (id: number, enabled: boolean) =>
  http.put(promotionStatusUrl(id), promotionsContract.row, { enabled });

/** The shop's products whose name holds the text, for the scope's product picker. */
export const searchProducts = (blurry: string) =>
  http.get(PRODUCTS_URL, goodsProductsContract.list, { page: 0, size: 20, sort: 'id,desc', blurry });

export const fetchCategories = () =>
  http.get(GOODS_CATEGORIES_URL, goodsCategoriesContract.list, { page: 0, size: 1000, sort: 'sort,asc' });
