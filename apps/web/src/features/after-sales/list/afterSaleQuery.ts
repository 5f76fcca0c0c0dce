import type { AfterSaleTab, AfterSaleType } from '@hh/shared';
import type { Dayjs } from 'dayjs';
import type { QueryParams } from '../../../http/client.ts';

/** The list's filters as the query bar holds them, plus the tab shown. */
export interface AfterSaleFilters {
  tab: AfterSaleTab;
  code?: string;
  orderCode?: string;
  member?: string;
  type?: AfterSaleType | null;
  createdAt?: [Dayjs, Dayjs] | null;
}

export const DEFAULT_FILTERS: AfterSaleFilters = { tab: 'all' };

export const AFTER_SALE_SORT = ['id,desc'] as const;

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;

const days = (range: [Dayjs, Dayjs] | null | undefined): string[] | undefined => {
  const [from, to] = range ?? [];
  return from && to ? [from.startOf('day').toISOString(), to.endOf('day').toISOString()] : undefined;
};

/** The filters as request parameters (without the tab), for the counts, the list and the export. */
export function filterParams(filters: AfterSaleFilters): QueryParams {
  return {
    code: text(filters.code),
    orderCode: text(filters.orderCode),
    member: text(filters.member),
    type: filters.type ?? undefined,
    createdAt: days(filters.createdAt),
  };
}

/** The list's parameters: the filters and the tab (all sends none). */
export function listParams(filters: AfterSaleFilters): QueryParams {
  return { ...filterParams(filters), tab: filters.tab === 'all' ? undefined : filters.tab };
}
