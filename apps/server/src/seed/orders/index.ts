import { sql } from 'drizzle-orm';
import { inCompany, inCompanyForSystem } from '../../db/access.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { atMoment } from '../../lib/clock.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { changeStock } from '../../modules/goods/stock/service.ts';
import { pickupStores } from '../../modules/orders/checkout/delivery.ts';
import { readOrderSettings } from '../../modules/orders/settings.ts';
import { type PlannedOrder, planOrders, type SkuChoice } from './plan.ts';
import { seeded } from './random.ts';
import { topUp } from './run.ts';
import type { DemoRun, RunInputs } from './runs.ts';
import { loadShoppers, type Shopper, seedShoppers } from './shoppers.ts';

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
  return inCompanyForSystem({ db }, companyId, async (tx) => (await pickupStores(tx)).map((s) => s.id));
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

/** The generator of one part of a shop's demo orders: the same at every start, so a resumed run plans the same. */
export const randomFor = (companyId: number, part: number) => seeded(companyId * 7919 + part);

/**
 * The run's shoppers and what it plans from: at its first turn made (shoppers with addresses, the
 * stock and the wallets filled through the services, dated the day the shop opened) in the caller's
 * transaction; at a resumed turn read back.
 */
export async function prepareRun(desk: CompanyContext, run: DemoRun) {
  const { db } = desk;
  const { companyId } = run;
  const opened = new Date(run.plannedAt.getTime() - 91 * DAY);
  if (run.inputs) {
    const shoppers = await loadShoppers(db, companyId, run.shoppers);
    return { shoppers, inputs: run.inputs, plans: planRun(run, shoppers, run.inputs) };
  }
  const shoppers = await seedShoppers(db, companyId, run.shoppers, randomFor(companyId, 0), opened);
  const inputs: RunInputs = {
    skus: await skuPool(db, companyId),
    storeIds: await storesForPickup(db, companyId),
    limits: await inCompanyForSystem({ db }, companyId, readOrderSettings),
  };
  const plans = planRun(run, shoppers, inputs);
  await atMoment(opened, async () => {
    await restock(desk, plans);
    for (const s of shoppers) await topUp(desk, s, '20000.00');
  });
  return { shoppers, inputs, plans };
}

/**
 * The demo shop's orders (see plan.ts for their lives), made through the storefront, checkout,
 * payment, desk and timer services moment by moment (history.ts) in the background (background.ts).
 * Deterministic: the same generator seed per shop and the run's own "now".
 */
function planRun(run: DemoRun, shoppers: Shopper[], inputs: RunInputs): PlannedOrder[] {
  if (!shoppers.length || !inputs.skus.length) return [];
  return planOrders(randomFor(run.companyId, 1), {
    count: run.ordersTotal,
    shoppers,
    skus: inputs.skus,
    storeIds: inputs.storeIds,
    now: run.plannedAt.getTime(),
    limits: inputs.limits,
  });
}
