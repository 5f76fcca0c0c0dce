import { moneyCents } from '@hh/shared';
import type { Dayjs } from 'dayjs';
import type { ProductFlag, ProductQuery, ProductTab } from '../api.ts';
import { pickedCategory } from './categoryOptions.ts';

/** The list's filters as the query bar holds them, plus the tab shown. */
export interface ProductFilters {
  tab: ProductTab;
  blurry?: string;
  category?: number[] | null;
  priceMin?: string | null;
  priceMax?: string | null;
  flag?: ProductFlag | null;
  createTime?: [Dayjs, Dayjs] | null;
}

export const DEFAULT_FILTERS: ProductFilters = { tab: 'onSale' };

export const PRODUCT_SORT = ['id,desc'] as const;

const price = (text: string | null | undefined): string | undefined =>
  moneyCents(text) === undefined ? undefined : text?.trim();

/** The filters as request parameters (list and export alike); a reversed price range is swapped. */
export function productParams(filters: ProductFilters): ProductQuery {
  let priceMin = price(filters.priceMin);
  let priceMax = price(filters.priceMax);
  if (priceMin && priceMax && (moneyCents(priceMin) ?? 0n) > (moneyCents(priceMax) ?? 0n)) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const [from, to] = filters.createTime ?? [];
  const blurry = filters.blurry?.trim();
  return {
    tab: filters.tab,
    blurry: blurry || undefined,
    categoryId: pickedCategory(filters.category),
    priceMin,
    priceMax,
    flag: filters.flag ?? undefined,
    createTime: from && to ? [from.startOf('day').toISOString(), to.endOf('day').toISOString()] : undefined,
  };
}

/** Whether any filter (beyond the tab) narrows the list, to word the empty state. */
export function isFiltered(filters: ProductFilters): boolean {
  const { tab: _tab, ...rest } = productParams(filters);
  return Object.values(rest).some((value) => value !== undefined);
}

/** antd's sort state of a column from the `field,dir` list. */
export function sortOrderOf(sort: readonly string[], key: string): 'ascend' | 'descend' | null {
  const item = sort.find((entry) => entry.split(',')[0] === key);
  if (!item) return null;
  return item.split(',')[1] === 'asc' ? 'ascend' : 'descend';
}
