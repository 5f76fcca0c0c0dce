import {
  afterSalesContract,
  DASHBOARD_REFUNDS_URL,
  dashboardContract,
  SALES_STATS_URL,
  type Wire,
} from '@hh/shared';
import { http } from '../../http/client.ts';
import { type StatsRange, timeZone } from './productStatsApi.ts';

export type SalesStats = Wire<typeof dashboardContract.salesStats>;
export type TopProduct = SalesStats['topByQuantity'][number];

export const fetchSalesStats = (range: StatsRange) =>
  http.get(SALES_STATS_URL, dashboardContract.salesStats, { ...range, timeZone: timeZone() });

export type RefundStats = Wire<typeof afterSalesContract.refundStats>;

/** Refunds that succeeded in the range (by their finish time). */
export const fetchRefundStats = (range: StatsRange) =>
  http.get(DASHBOARD_REFUNDS_URL, afterSalesContract.refundStats, { ...range, timeZone: timeZone() });
