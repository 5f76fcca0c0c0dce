import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCompany, inSystem } from '../src/db/access.ts';
import type { CompanyContext } from '../src/lib/context.ts';
import { dicts } from '../src/modules/dictionaries/schema.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let ctx: CompanyContext;
beforeAll(async () => {
  s = await startTestServer();
  const [sunrise] = (
    (await s.db.drizzle.execute(sql`select id from companies where company_key = 'sunrise'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  ctx = {
    db: s.db,
    ip: '127.0.0.1',
    lang: 'zh',
    principal: {
      userId: 1,
      username: 'admin',
      sessionId: 'test',
      rememberMe: false,
      companyId: Number(sunrise!.id),
      isPlatform: false,
      permissions: ['admin'],
      level: 1,
    },
  };
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
});
