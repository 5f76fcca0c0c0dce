import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCompany, inSystem } from '../src/db/access.ts';
import { openDatabase } from '../src/db/client.ts';
import { startChangeFeed } from '../src/lib/change-feed.ts';
import type { CompanyContext } from '../src/lib/context.ts';
import { dicts } from '../src/modules/dictionaries/schema.ts';
import { dropDatabase, startTestServer, type TestServer } from './helpers.ts';
import { staffCtx } from './orders-fixture.ts';

let s: TestServer;
let ctx: CompanyContext;
beforeAll(async () => {
  s = await startTestServer();
  const [sunrise] = (
    (await s.db.drizzle.execute(sql`select id from companies where company_key = 'sunrise'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  ctx = staffCtx(s, Number(sunrise!.id));
});
afterAll(() => s.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('transactions of the access layer', () => {
  it('run as the tenant of the company, and the settings end with the transaction', async () => {
    const inside = await inCompany(ctx, async (tx) =>
      rowsOf<{ role: string; company: string }>(
        await tx.execute(sql`select current_user as role, current_setting('app.company_id') as company`),
      ),
    );
    expect(inside[0]).toEqual({ role: 'hh_tenant', company: String(ctx.principal.companyId) });
    const after = await inSystem(ctx, async (tx) =>
      rowsOf<{ role: string; company: string | null }>(
        await tx.execute(
          sql`select current_user as role, current_setting('app.company_id', true) as company`,
        ),
      ),
    );
    expect(after[0]!.role).not.toBe('hh_tenant');
    expect(after[0]!.company ?? '').toBe('');
  });

  it('write nothing when the work fails, and keep the connections usable after many failures', async () => {
    const count = async () =>
      inCompany(ctx, async (tx) => (await tx.select({ id: dicts.id }).from(dicts)).length);
    const before = await count();
    for (let i = 0; i < 30; i++) {
      await expect(
        inCompany(ctx, async (tx) => {
          await tx.insert(dicts).values({ name: `rolled_back_${i}`, description: 'x' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
    }
    expect(await count()).toBe(before);
  });

  it('let this server hear of a committed write before they return, and of nothing else', async () => {
    const { feed, stop } = await startChangeFeed(s.db);
    try {
      const company = String(ctx.principal.companyId);
      const since = feed.now();
      await inCompany(ctx, (tx) => tx.select({ id: dicts.id }).from(dicts));
      await expect(
        inCompany(ctx, async (tx) => {
          await tx.insert(dicts).values({ name: 'never_committed', description: 'x' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(feed.unchangedSince(since, ['dicts'], company)).toBe(true);
      await inCompany(ctx, (tx) => tx.insert(dicts).values({ name: 'committed_write', description: 'x' }));
      expect(feed.unchangedSince(since, ['dicts'], company)).toBe(false);
      expect(feed.unchangedSince(since, ['dicts'], String(ctx.principal.companyId + 1))).toBe(true);
      expect(feed.unchangedSince(since, ['menus'], company)).toBe(true);
    } finally {
      await stop();
    }
  });

  if (process.env.DATABASE_URL) {
    it('come up together on a fresh database: servers take turns at the schema', async () => {
      const base = process.env.DATABASE_URL!;
      const name = `hh_together_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const handles = await Promise.all(
          [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
        );
        const [row] = rowsOf<{ n: string }>(
          await handles[0]!.drizzle.execute(
            sql`select count(*) as n from pg_trigger where tgname = 'hh_changed'`,
          ),
        );
        expect(Number(row!.n)).toBeGreaterThan(20);
        await Promise.all(handles.map((h) => h.close()));
      } finally {
        await admin.end();
        await dropDatabase(base, name);
      }
    });
  }
});

describe('what the tenant role may touch', () => {
  it('never reads signing keys, SMS codes, captchas or sign-in failures, and only reads the platform catalogues', async () => {
    const refused = async (statement: ReturnType<typeof sql>) =>
      inCompany(ctx, (tx) => tx.execute(statement)).then(
        () => 'allowed',
        (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? (err as { code?: string }).code,
      );
    expect(await refused(sql`select * from app_secrets`)).toBe('42501');
    expect(await refused(sql`select * from sms_codes`)).toBe('42501');
    expect(await refused(sql`select * from captchas`)).toBe('42501');
    expect(await refused(sql`delete from login_failures`)).toBe('42501');
    expect(await refused(sql`update plans set price = '0.00'`)).toBe('42501');
    expect(await refused(sql`delete from menus`)).toBe('42501');
    expect(await refused(sql`insert into store_categories (name) values ('x')`)).toBe('42501');
    expect(await refused(sql`select count(*) from plans`)).toBe('allowed');
    expect(await refused(sql`select count(*) from menus`)).toBe('allowed');
  });
});
