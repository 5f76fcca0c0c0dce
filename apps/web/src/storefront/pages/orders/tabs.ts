import type { AfterSaleStatus, OrderStatus } from '@hh/shared';
import type { OrderCounts } from './api.ts';
import { words } from './words.ts';

/** The tabs of my orders: each a set of order statuses, and the after-sales tab. */
export const ORDER_TABS = [
  { key: 'all', statuses: [] },
  { key: 'unpaid', statuses: ['unpaid'] },
  { key: 'toShip', statuses: ['toShip', 'toVerify'] },
  { key: 'shipped', statuses: ['shipped'] },
  { key: 'done', statuses: ['received', 'completed'] },
  { key: 'afterSales', statuses: [] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] }[];

export type OrderTab = (typeof ORDER_TABS)[number]['key'];

export const TAB_LABELS: Record<OrderTab, string> = {
  all: words.tabAll,
  unpaid: words.tabUnpaid,
  toShip: words.tabToShip,
  shipped: words.tabShipped,
  done: words.tabDone,
  afterSales: words.tabAfterSales,
};

/** After-sales still moving (the after-sales tab counts these). */
export const OPEN_AFTER_SALE_STATUSES = [
  'submitted',
  'awaitingReturn',
  'returned',
  'received',
  'refunding',
] as const satisfies readonly AfterSaleStatus[];

export const isOpen = (status: AfterSaleStatus) =>
  (OPEN_AFTER_SALE_STATUSES as readonly AfterSaleStatus[]).includes(status);

/** The tab an address names (`?tab=`), else all. */
export function tabOf(asked: string): OrderTab {
  return ORDER_TABS.find((tab) => tab.key === asked)?.key ?? 'all';
}

/**
 * The badge of a tab: how many orders wait for the shopper or the shop in it (none on "all" and
 * "done", which only grow).
 */
export function tabCount(tab: OrderTab, counts: OrderCounts | null, openAfterSales: number | null): number {
  if (tab === 'afterSales') return openAfterSales ?? 0;
  if (!counts || tab === 'all' || tab === 'done') return 0;
  const { statuses } = ORDER_TABS.find((t) => t.key === tab) ?? { statuses: [] };
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}
