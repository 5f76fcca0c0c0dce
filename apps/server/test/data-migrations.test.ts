import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

const folder = new URL('../drizzle', import.meta.url).pathname;

/** The migrations folder as it was before `tag` (that migration and the later ones left out). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hh-migrations-'));
  cpSync(folder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('0009_nav_links', () => {
  it('turns the typed links of saved navigation entries into structured links', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0009_nav_links') });
    const urls = [
      '/pages/index/index',
      '/pages/order/list',
      '/pages/coupon/index',
      '/pages/shop/x',
      'https://a.cn',
    ];
    for (const [i, url] of urls.entries()) {
      await client.query(
        'insert into nav_items (company_id, nav_name, nav_url, nav_sort) values (1, $1, $2, $3)',
        [`n${i}`, url, i + 1],
      );
    }
    await migrate(db, { migrationsFolder: folder });
    const { rows } = await client.query<{ nav_url: string; link: unknown }>(
      'select nav_url, link from nav_items order by nav_sort',
    );
    expect(rows).toEqual([
      { nav_url: '/pages/index/index', link: { kind: 'page', page: 'home' } },
      { nav_url: '/pages/order/list', link: { kind: 'page', page: 'orders' } },
      { nav_url: '/pages/coupon/index', link: { kind: 'page', page: 'coupons' } },
      { nav_url: '/pages/shop/x', link: { kind: 'url', url: '/pages/shop/x' } },
      { nav_url: 'https://a.cn', link: { kind: 'url', url: 'https://a.cn' } },
    ]);
    await client.close();
  });
});

describe('0010_hidden_media_menu', () => {
  it('takes the media library and its directory out of the sidebar of an existing install, and nothing else', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0010_hidden_media_menu') });
    for (const [name, type] of [
      ['Study', 0],
      ['Materia', 1],
      ['Goods', 0],
    ] as const) {
      await client.query('insert into menus (type, title, title_en, name) values ($1, $2, $2, $2)', [
        type,
        name,
      ]);
    }
    await migrate(db, { migrationsFolder: folder });
    const { rows } = await client.query<{ name: string; hidden: boolean }>(
      'select name, hidden from menus order by id',
    );
    expect(rows).toEqual([
      { name: 'Study', hidden: true },
      { name: 'Materia', hidden: true },
      { name: 'Goods', hidden: false },
    ]);
    await client.close();
  });
});

describe('0034_role_names_en', () => {
  it('names in English the stock roles that kept their stock name, and no role a shop named itself', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0034_role_names_en') });
    await client.query(`insert into companies (id, company_key, name, is_platform) values
      (1, 'platform', '平台运营中心', true), (2, 'shop', '小店', false)`);
    await client.query(`insert into roles (company_id, name, level, is_admin, stock_key) values
      (1, '平台管理员', 1, true, null), (2, '店主', 1, true, 'owner'), (2, '店长', 2, false, 'manager'),
      (2, '收银员', 3, false, 'clerk'), (2, '店员', 4, false, null)`);
    await migrate(db, { migrationsFolder: folder });
    const { rows } = await client.query<{ name: string; name_en: string }>(
      'select name, name_en from roles order by id',
    );
    expect(rows).toEqual([
      { name: '平台管理员', name_en: 'Platform operator' },
      { name: '店主', name_en: 'Owner' },
      { name: '店长', name_en: 'Manager' },
      { name: '收银员', name_en: '' },
      { name: '店员', name_en: '' },
    ]);
    await client.close();
  });
});

describe('the journal', () => {
  it('takes every later migration into a database stopped at any earlier one (each is dated after the one before)', async () => {
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when);
    expect(late.map((entry) => entry.tag)).toEqual([]);

    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0043_promotions') });
    await migrate(db, { migrationsFolder: folder });
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name in ('promotion_rules', 'seckill_slots')`,
    );
    expect(tables.rows[0]!.n).toBe(2);
    await client.close();
  });
});
