import type { OrderTab } from '@hh/shared';
import type { Dayjs } from 'dayjs';
import type { QueryParams } from '../../../http/client.ts';

/** The list's filters as the query bar holds them, plus the tab shown. */
export interface OrderFilters {
  tab: OrderTab;
  code?: string;
  member?: string;
  productName?: string;
  createdAt?: [Dayjs, Dayjs] | null;
  paidAt?: [Dayjs, Dayjs] | null;
  deliveryType?: string | null;
  storeId?: number | null;
  payMethod?: string | null;
}

export const DEFAULT_FILTERS: OrderFilters = { tab: 'all' };

export const ORDER_SORT = ['id,desc'] as const;

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;

const days = (range: [Dayjs, Dayjs] | null | undefined): string[] | undefined => {
  const [from, to] = range ?? [];
  return from && to ? [from.startOf('day').toISOString(), to.endOf('day').toISOString()] : undefined;
};

/** The filters as request parameters (without the tab), for the counts, the list and the export. */
export function filterParams(filters: OrderFilters): QueryParams {
  return {
    code: text(filters.code),
    member: text(filters.member),
    productName: text(filters.productName),
    createdAt: days(filters.createdAt),
    paidAt: days(filters.paidAt),
    deliveryType: filters.deliveryType ?? undefined,
    storeId: filters.storeId ?? undefined,
    payMethod: filters.payMethod ?? undefined,
  };
}

/** The list's parameters: the filters and the tab's status (all sends none). */
export function listParams(filters: OrderFilters): QueryParams {
  return { ...filterParams(filters), status: filters.tab === 'all' ? undefined : filters.tab };
}

/** The query a search runs: an exact order number opens the 全部 tab (it finds its order whatever the tab). */
export function searchFilters(filters: OrderFilters, tab: OrderTab): OrderFilters {
  return { ...filters, tab: text(filters.code) ? 'all' : tab };
}
