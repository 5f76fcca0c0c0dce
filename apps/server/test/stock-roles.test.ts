import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '../src/modules/roles/stock-roles.ts';
import { seed } from '../src/seed/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const MIGRATION = (() => {
  const dir = path.resolve(import.meta.dirname, '..', 'drizzle');
  const file = readdirSync(dir).find((name) => name.startsWith('0019_'));
  return readFileSync(path.join(dir, file!), 'utf8');
})();

const exec = (query: ReturnType<typeof sql>) => s.db.drizzle.execute(query);

/** The permissions a role of the shop holds, sorted. */
async function permissionsOf(companyKey: string, role: string): Promise<string[]> {
  const rows = await rowsOf<{ permission: string }>(
    s,
    sql`select distinct m.permission from role_menus rm
      join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
      join companies c on c.id = r.company_id
      where c.company_key = ${companyKey} and r.name = ${role} and m.permission is not null`,
  );
  return rows.map((row) => row.permission).sort();
}

const seeded = (name: string) => COMPANY_ROLES.find((role) => role.name === name)!.permissions!;
const NEW_AREAS = /^(order|express):/;

/** A custom role of the shop holding just the product list (what a shop might have made itself). */
async function customRole(companyKey: string, name: string) {
  await exec(sql`insert into roles (company_id, name, level, description)
    select id, ${name}, 4, 'custom' from companies where company_key = ${companyKey}`);
  await exec(sql`insert into role_menus (company_id, role_id, menu_id)
    select r.company_id, r.id, m.id from roles r join companies c on c.id = r.company_id
    join menus m on m.permission = 'product:list'
    where c.company_key = ${companyKey} and r.name = ${name}`);
}

/** Takes the order and courier permissions away from every role of the shop, as before they existed. */
async function rolesFromBefore(companyKey: string) {
  await exec(sql`delete from role_menus rm using menus m, companies c
    where m.id = rm.menu_id and c.id = rm.company_id and c.company_key = ${companyKey}
      and (m.permission like 'order:%' or m.permission like 'express:%')`);
}

describe("stock roles of existing shops get the order desk's permissions", () => {
  it('migration 0019 marks the stock roles and grants managers and clerks what the seed gives them now', async () => {
    await rolesFromBefore('harbour');
    await exec(sql`update roles set stock_key = null`);
    await customRole('harbour', '夜班');
    expect((await permissionsOf('harbour', '店长')).filter((p) => NEW_AREAS.test(p))).toEqual([]);

    for (const statement of MIGRATION.split('--> statement-breakpoint')) await exec(sql.raw(statement));

    const manager = await permissionsOf('harbour', '店长');
    const clerk = await permissionsOf('harbour', '店员');
    expect(manager).toEqual([...seeded('店长')].sort());
    expect(manager).toContain('order:cancel');
    expect(manager).not.toContain('order:priceAgain');
    expect(clerk).toEqual([...seeded('店员')].sort());
    expect(clerk.filter((p) => NEW_AREAS.test(p))).toEqual([
      'express:list',
      'order:detail',
      'order:list',
      'order:ship',
      'order:verify',
    ]);
    expect(await permissionsOf('harbour', '夜班')).toEqual(['product:list']);
    const platform = await rowsOf<{ n: number }>(
      s,
      sql`select count(*)::int as n from roles r join companies c on c.id = r.company_id
        where c.is_platform and r.stock_key is not null`,
    );
    expect(platform[0]!.n).toBe(0);
  });

  it('menu entries that appear at a start reach the stock roles once, never custom roles', async () => {
    await customRole('sunrise', '兼职');
    // An upgrade from before the order desk: its buttons are not in the menus yet.
    await exec(sql`delete from menus where permission in ('order:ship', 'order:cancel', 'order:priceAgain')`);
    await exec(
      sql`delete from role_menus rm where not exists (select 1 from menus m where m.id = rm.menu_id)`,
    );
    expect(await permissionsOf('sunrise', '店长')).not.toContain('order:ship');

    await seed(s.db, s.deps.config, s.app.log);
    expect(await permissionsOf('sunrise', '店长')).toEqual([...seeded('店长')].sort());
    expect(await permissionsOf('sunrise', '店员')).toEqual([...seeded('店员')].sort());
    expect(await permissionsOf('harbour', '店员')).toContain('order:ship');
    expect(await permissionsOf('sunrise', '兼职')).toEqual(['product:list']);

    // The shop takes a permission away: the next start leaves it away.
    await exec(sql`delete from role_menus rm using menus m, roles r, companies c
      where m.id = rm.menu_id and r.id = rm.role_id and c.id = r.company_id
        and c.company_key = 'sunrise' and r.name = '店长' and m.permission = 'order:cancel'`);
    await seed(s.db, s.deps.config, s.app.log);
    expect(await permissionsOf('sunrise', '店长')).not.toContain('order:cancel');
  });
});
