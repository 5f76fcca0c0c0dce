import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed/index.ts';
import { caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const PRODUCTS = '/api/ysProductIndex';
const SALES = '/api/dashboard/sales';
const REFUNDS = '/api/dashboard/refunds';
const STOCK_VALUE = '/api/dashboard/stockValue';
const BLOCKS = [PRODUCTS, SALES, REFUNDS, STOCK_VALUE];

const statuses = async (who: ReturnType<typeof caller>) =>
  Object.fromEntries(await Promise.all(BLOCKS.map(async (url) => [url, (await who.get(url)).status])));

/** Who holds the stock role of a kind in a shop (the demo decides who). */
async function holderOf(companyKey: string, kind: 'owner' | 'manager' | 'clerk') {
  const [row] = await rowsOf<{ username: string }>(
    s,
    sql`select u.username from member_roles mr join roles r on r.id = mr.role_id
      join users u on u.id = mr.user_id join companies c on c.id = r.company_id
      where c.company_key = ${companyKey} and r.stock_key = ${kind} order by u.id limit 1`,
  );
  return caller(s, await loginTo(s.app, row!.username, companyKey));
}

/** The permissions of the dashboard a stock role of the shop holds, sorted. */
async function dashboardGrants(companyKey: string, kind: string): Promise<string[]> {
  const rows = await rowsOf<{ permission: string }>(
    s,
    sql`select distinct m.permission from role_menus rm
      join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
      join companies c on c.id = r.company_id
      where c.company_key = ${companyKey} and r.stock_key = ${kind} and m.permission like 'dashboard:%'`,
  );
  return rows.map((row) => row.permission).sort();
}

const ALL = ['dashboard:products', 'dashboard:refunds', 'dashboard:sales', 'dashboard:stockValue'];

describe('the dashboard blocks by permission', () => {
  it('shows the clerk bob the product counts only: no sales, refunds nor stock value', async () => {
    const bob = caller(s, await loginTo(s.app, 'bob', 'harbour'));
    expect(await statuses(bob)).toEqual({
      [PRODUCTS]: 200,
      [SALES]: 403,
      [REFUNDS]: 403,
      [STOCK_VALUE]: 403,
    });
    const products = await bob.get(PRODUCTS);
    expect(products.body).not.toHaveProperty('stockValue');
  });

  it('opens every block to the owner and the manager', async () => {
    for (const kind of ['owner', 'manager'] as const) {
      const who = await holderOf('harbour', kind);
      expect(await statuses(who), kind).toEqual({
        [PRODUCTS]: 200,
        [SALES]: 200,
        [REFUNDS]: 200,
        [STOCK_VALUE]: 200,
      });
    }
  });

  it('gives the stock value at cost of the caller’s shop only', async () => {
    const stockValueIn = async (companyKey: string) => {
      const [row] = await rowsOf<{ v: string }>(
        s,
        sql`select coalesce(sum(k.stock * k.cost), 0)::numeric(16,2)::text as v
          from product_skus k join products p on p.id = k.product_id join companies c on c.id = p.company_id
          where c.company_key = ${companyKey} and not p.is_deleted`,
      );
      return row!.v;
    };
    const harbour = await stockValueIn('harbour');
    const sunrise = await stockValueIn('sunrise');
    expect(harbour).not.toBe(sunrise);
    const inHarbour = await (await holderOf('harbour', 'owner')).get(STOCK_VALUE);
    expect(inHarbour.body).toEqual({ stockValue: harbour });
    const inSunrise = await (await holderOf('sunrise', 'manager')).get(STOCK_VALUE);
    expect(inSunrise.body).toEqual({ stockValue: sunrise });
  });

  it('seeds the stock roles: owner and manager all four, the clerk the product counts', async () => {
    expect(await dashboardGrants('harbour', 'owner')).toEqual(ALL);
    expect(await dashboardGrants('harbour', 'manager')).toEqual(ALL);
    expect(await dashboardGrants('harbour', 'clerk')).toEqual(['dashboard:products']);
  });

  it('gives an existing shop’s owners and managers the money blocks at the next start, its clerks not', async () => {
    // As before this release: no dashboard menu rows, nothing granted of them.
    await s.db.drizzle.execute(sql`delete from role_grants where permission like 'dashboard:%'`);
    await s.db.drizzle.execute(sql`delete from menus where name = 'Home' or permission like 'dashboard:%'`);
    await s.db.drizzle.execute(
      sql`delete from role_menus rm where not exists (select 1 from menus m where m.id = rm.menu_id)`,
    );
    expect(await dashboardGrants('sunrise', 'manager')).toEqual([]);

    await seed(s.db, s.deps.config, s.app.log);
    for (const shop of ['sunrise', 'harbour']) {
      expect(await dashboardGrants(shop, 'owner')).toEqual(ALL);
      expect(await dashboardGrants(shop, 'manager')).toEqual(ALL);
      expect(await dashboardGrants(shop, 'clerk')).toEqual(['dashboard:products']);
    }
    const bob = caller(s, await loginTo(s.app, 'bob', 'harbour'));
    expect((await bob.get(STOCK_VALUE)).status).toBe(403);
    expect((await bob.get(PRODUCTS)).status).toBe(200);
  });
});
