import { and, count, eq, inArray } from 'drizzle-orm';
import { countOrdersOnTheWayWith } from '../express/index.ts';
import { orders } from './schema.ts';

/** Tells the express module how many shipped, not yet received orders name some couriers (it refuses to delete those). */
export function registerCourierUse(): void {
  countOrdersOnTheWayWith(async (tx, codes) => {
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'shipped'), inArray(orders.expressCode, codes)));
    return row?.n ?? 0;
  });
}
