import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSystem } from '../src/db/access.ts';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'PostgreSQL prepared statements (needs DATABASE_URL, skipped without it)',
  () => {
    let s: TestServer;
    let sunrise: string;
    let harbour: string;
    beforeAll(async () => {
      s = await startTestServer({ READ_CACHE_MB: '0' });
      sunrise = await loginTo(s.app, 'dave', 'sunrise');
      harbour = await loginTo(s.app, 'dave', 'harbour');
    });
    afterAll(() => s?.close());

    const codes = async (token: string) => {
      const res = await call(s.app, { method: 'GET', url: '/api/user?page=0&size=100', token });
      expect(res.status).toBe(200);
      return new Set((res.body.content as { uid: number }[]).map((m) => m.uid));
    };

    it('plans a statement once per connection and still keeps each company to its own rows', async () => {
      const sunriseMembers = await codes(sunrise);
      const harbourMembers = await codes(harbour);
      expect(sunriseMembers.size).toBeGreaterThan(0);
      expect(harbourMembers.size).toBeGreaterThan(0);
      // The same statement text, run in turns for two companies on the same few connections.
      for (let round = 0; round < 12; round++) {
        expect(await codes(round % 2 ? harbour : sunrise)).toEqual(
          round % 2 ? harbourMembers : sunriseMembers,
        );
      }
      expect([...sunriseMembers].some((uid) => harbourMembers.has(uid))).toBe(false);
      const reused = await inSystem(s, (tx) =>
        tx.execute(sql`select count(*)::int as n from pg_prepared_statements
        where statement like '%from "members"%' and generic_plans + custom_plans > 1`),
      );
      expect((reused as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    });
  },
);
