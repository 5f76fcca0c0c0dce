import { sql } from 'drizzle-orm';
import { inCompany, inCompanyForSystem, inOneTransaction } from '../../db/access.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { atMoment } from '../../lib/clock.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { changeStock } from '../../modules/goods/stock/service.ts';
import { pickupOffered, pickupStores } from '../../modules/orders/checkout/delivery.ts';
import { readOrderSettings } from '../../modules/orders/settings.ts';
import { playHistory } from './history.ts';
import { type PlannedOrder, planOrders, type SkuChoice } from './plan.ts';
import { seeded } from './random.ts';
import { deskCtx, orderSteps, topUp } from './run.ts';
import { seedShoppers } from './shoppers.ts';

const DAY = 86_400_000;

export interface DemoShop {
  companyId: number;
  /** The staff member who works the desk in the demo (the owner). */
  staff: { id: number; username: string };
  shoppers: number;
  orders: number;
}

/** On-sale SKUs with stock to spare, most popular (lowest id) first. */
async function skuPool(db: DatabaseHandle, companyId: number): Promise<SkuChoice[]> {
  return inCompanyForSystem({ db }, companyId, async (tx) => {
    const { rows } = (await tx.execute(sql`
      select s.id as sku_id, s.product_id from product_skus s join products p on p.id = s.product_id
      where p.on_shelf and not p.is_deleted and s.stock >= 20 order by s.id`)) as unknown as {
      rows: { sku_id: number | string; product_id: number | string }[];
    };
    return rows.map((r) => ({ skuId: Number(r.sku_id), productId: Number(r.product_id) }));
  });
}

async function storesForPickup(db: DatabaseHandle, companyId: number) {
  return inCompanyForSystem({ db }, companyId, async (tx) =>
    (await pickupOffered(tx)) ? (await pickupStores(tx)).map((s) => s.id) : [],
  );
}

/**
 * Restocks each SKU through the stock service by what the orders that are not cancelled will take,
 * so the demo products end with the stock the catalogue gave them.
 */
async function restock(desk: CompanyContext, plans: PlannedOrder[]) {
  const wanted = new Map<number, number>();
  for (const p of plans)
    if (!p.cancelReason)
      for (const l of p.lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.quantity);
  await inCompany(desk, async (tx) => {
    for (const [skuId, quantity] of [...wanted].sort((a, b) => a[0] - b[0]))
      await changeStock(tx, desk, skuId, quantity, '备货入库');
  });
}

/**
 * The demo shops' shoppers and orders (see plan.ts for their lives), made through the storefront,
 * checkout, payment, desk and timer services after the seed's own transaction, a run of moments
 * per transaction, the services' clock set to each moment of the last 90 days as it comes
 * (history.ts), the stock and the wallets filled before the first. Deterministic: the same
 * generator seed per shop.
 */
export async function seedDemoOrders(db: DatabaseHandle, shops: DemoShop[], now = Date.now()) {
  for (const shop of shops) {
    if (shop.orders === 0) continue;
    const random = seeded(shop.companyId * 7919);
    const opened = new Date(now - 91 * DAY);
    const shoppers = await seedShoppers(db, shop.companyId, shop.shoppers, random, opened);
    const skus = await skuPool(db, shop.companyId);
    const storeIds = await storesForPickup(db, shop.companyId);
    if (!shoppers.length || !skus.length) continue;
    const limits = await inCompanyForSystem({ db }, shop.companyId, readOrderSettings);
    const plans = planOrders(random, { count: shop.orders, shoppers, skus, storeIds, now, limits });
    const desk = deskCtx(db, shop.companyId, shop.staff);
    const inBatch = (fn: () => Promise<void>) => inOneTransaction(desk, shop.companyId, fn);
    await inBatch(() =>
      atMoment(opened, async () => {
        await restock(desk, plans);
        for (const s of shoppers) await topUp(desk, s, '20000.00');
      }),
    );
    await playHistory(orderSteps(desk, random), plans, inBatch);
  }
}
