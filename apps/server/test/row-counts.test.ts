import { count, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { companyRowCount } from '../src/db/list.ts';
import { UNCOUNTED_TABLES } from '../src/db/tenant-policies.ts';
import { orderLines, orders } from '../src/modules/orders/index.ts';
import { signedInServer } from './helpers.ts';
import { companyIdOf, desk } from './orders-fixture.ts';

const t = signedInServer('admin', 'sunrise');
let companyId: number;

beforeAll(async () => {
  companyId = await companyIdOf(t.s, 'sunrise');
  const d = desk(t.s, t.token);
  const { skuIds } = await d.product('计数商品', [{ price: '5.00', stock: 50 }]);
  for (const phone of ['13955550001', '13955550002']) {
    const uid = await d.member('计数顾客', phone);
    const { created } = await d.placeOrder(uid, [{ skuId: skuIds[0]!, quantity: 2 }]);
    expect(created.status).toBe(200);
  }
});

it("counts a company's rows from the counter, or by counting where a table keeps none", async () => {
  const inShop = <T>(fn: Parameters<typeof inCompanyForSystem<T>>[2]) =>
    inCompanyForSystem(t.s, companyId, fn);
  for (const table of [orders, orderLines]) {
    const counted = await inShop(async (tx) => (await tx.select({ n: count() }).from(table))[0]!.n);
    expect(counted).toBeGreaterThanOrEqual(2);
    expect(await inShop((tx) => companyRowCount(tx, table))).toBe(counted);
  }
  const triggers = (await t.s.db.drizzle.execute(
    sql`select tgrelid::regclass::text as table_name from pg_trigger where tgname = 'hh_count_ins'`,
  )) as unknown as { rows: { table_name: string }[] };
  const withCounter = triggers.rows.map((r) => r.table_name);
  expect(withCounter).toContain('orders');
  for (const table of UNCOUNTED_TABLES) expect(withCounter).not.toContain(table);
});
