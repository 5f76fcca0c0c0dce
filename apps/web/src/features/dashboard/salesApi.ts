import { dashboardContract, SALES_STATS_URL, type Wire } from '@hh/shared';
import { http } from '../../http/client.ts';
import { type StatsRange, timeZone } from './productStatsApi.ts';

export type SalesStats = Wire<typeof dashboardContract.salesStats>;
export type TopProduct = SalesStats['topByQuantity'][number];

export const fetchSalesStats = (range: StatsRange) =>
  http.get(SALES_STATS_URL, dashboardContract.salesStats, { ...range, timeZone: timeZone() });
