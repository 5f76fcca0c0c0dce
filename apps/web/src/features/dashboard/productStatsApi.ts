import { dashboardContract, PRODUCT_STATS_URL, STOCK_VALUE_URL, type Wire } from '@hh/shared';
import { http } from '../../http/client.ts';

export type ProductStats = Wire<typeof dashboardContract.productStats>;

/** The range as the query sends it: ISO timestamps. */
export interface StatsRange {
  startTime: string;
  endTime: string;
}

/** The browser's IANA time zone: the server counts calendar days where the person is. */
export const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const fetchProductStats = (range: StatsRange) =>
  http.get(PRODUCT_STATS_URL, dashboardContract.productStats, { ...range, timeZone: timeZone() });

/** What the stock of the products costs, now (no range). */
export const fetchStockValue = () => http.get(STOCK_VALUE_URL, dashboardContract.stockValue);
