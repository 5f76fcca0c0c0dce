import { AFTER_SALES_URL } from '@hh/shared';
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

const exec = (query: ReturnType<typeof sql>) => s.db.drizzle.execute(query);

async function holds(companyKey: string, role: string, permission: string): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    s,
    sql`select count(*)::int as n from role_menus rm
      join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
      join companies c on c.id = r.company_id
      where c.company_key = ${companyKey} and r.name = ${role} and m.permission = ${permission}`,
  );
  return rows[0]!.n > 0;
}

const revoke = (companyKey: string, role: string, permission: string) =>
  exec(sql`delete from role_menus rm using menus m, roles r, companies c
    where m.id = rm.menu_id and r.id = rm.role_id and c.id = r.company_id
      and c.company_key = ${companyKey} and r.name = ${role} and m.permission = ${permission}`);

describe('the roles every shop starts with, by kind', () => {
  it('lets alice, 朝阳优选商城’s founder and owner, and dave, its manager, reach 售后管理; the clerk carol not', async () => {
    const alice = caller(s, await loginTo(s.app, 'alice', 'sunrise'));
    expect((await alice.get('/api/dashboard/summary')).body.roles).toEqual(['店主']);
    expect((await alice.get(`${AFTER_SALES_URL}?page=0&size=10`)).status).toBe(200);
    const dave = caller(s, await loginTo(s.app, 'dave', 'sunrise'));
    expect((await dave.get('/api/dashboard/summary')).body.roles).toEqual(['店长']);
    expect((await dave.get(`${AFTER_SALES_URL}?page=0&size=10`)).status).toBe(200);
    const carolInSunrise = caller(s, await loginTo(s.app, 'carol', 'sunrise'));
    expect((await carolInSunrise.get(`${AFTER_SALES_URL}?page=0&size=10`)).status).toBe(403);
  });

  it('gives existing shops’ managers a permission a later release adds to their kind, once', async () => {
    // As before this release: managers never had after-sales, and no grant of it is recorded.
    await exec(sql`delete from role_grants where kind = 'manager' and permission like 'afterSale:%'`);
    await exec(sql`delete from role_menus rm using menus m, roles r
      where m.id = rm.menu_id and r.id = rm.role_id and r.stock_key = 'manager'
        and m.permission like 'afterSale:%'`);
    // A permission given before and taken away by the shop stays away.
    await revoke('sunrise', '店长', 'order:cancel');
    expect(await holds('harbour', '店长', 'afterSale:list')).toBe(false);

    await seed(s.db, s.deps.config, s.app.log);
    for (const shop of ['sunrise', 'harbour']) {
      expect(await holds(shop, '店长', 'afterSale:list')).toBe(true);
      expect(await holds(shop, '店长', 'afterSale:refund')).toBe(true);
      expect(await holds(shop, '店员', 'afterSale:list')).toBe(false);
    }
    expect(await holds('sunrise', '店长', 'order:cancel')).toBe(false);

    // Once given, taking it away holds at the next start.
    await revoke('harbour', '店长', 'afterSale:list');
    await seed(s.db, s.deps.config, s.app.log);
    expect(await holds('harbour', '店长', 'afterSale:list')).toBe(false);
    expect(await holds('sunrise', '店长', 'afterSale:list')).toBe(true);
  });

  it('gives the owner role of an existing shop every shop permission a release adds', async () => {
    await exec(sql`delete from role_grants where kind = 'owner' and permission = 'afterSale:settings'`);
    await revoke('harbour', '店主', 'afterSale:settings');
    await seed(s.db, s.deps.config, s.app.log);
    expect(await holds('harbour', '店主', 'afterSale:settings')).toBe(true);
    expect(await holds('harbour', '店主', 'company:list')).toBe(false);
  });
});

describe('the platform company’s menus', () => {
  const names = (tree: { name: string }[]) => tree.map((m) => m.name);

  it('shows the platform’s menus only; a shop shows its own', async () => {
    const admin = caller(s, await loginTo(s.app, 'admin', 'platform'));
    const platform = names((await admin.get('/api/menus/build')).body);
    expect(platform).toContain('Platform');
    for (const shopMenu of ['Home', 'Order', 'Goods', 'Shop', 'Member'])
      expect(platform).not.toContain(shopMenu);
    const alice = caller(s, await loginTo(s.app, 'alice', 'sunrise'));
    const shop = names((await alice.get('/api/menus/build')).body);
    expect(shop).toEqual(expect.arrayContaining(['Order', 'Goods', 'Shop', 'Member']));
    expect(shop).not.toContain('Platform');
  });
});
