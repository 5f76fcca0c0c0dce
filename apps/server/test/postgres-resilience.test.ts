import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSystem } from '../src/db/access.ts';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'PostgreSQL connections lost (review H4; needs DATABASE_URL, skipped without it)',
  () => {
    let s: TestServer;
    let token: string;
    beforeAll(async () => {
      s = await startTestServer({ READ_CACHE_MB: '0' });
      token = await loginTo(s.app, 'alice', 'sunrise');
    });
    afterAll(() => s?.close());

    async function terminateBackends() {
      const admin = new pg.Client({ connectionString: s.databaseUrl });
      await admin.connect();
      const res = await admin.query(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      return (res.rows[0] as { n: number }).n;
    }

    it('keeps answering after every backend is terminated mid-load', async () => {
      const list = () => call(s.app, { method: 'GET', url: '/api/user?size=5', token });
      let stop = false;
      const statuses: number[] = [];
      const load = Array.from({ length: 4 }, async () => {
        while (!stop) statuses.push((await list()).status);
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(await terminateBackends()).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      // Idle connections die too: the pool must take their errors without bringing the process down.
      expect(await terminateBackends()).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      stop = true;
      await Promise.all(load);
      expect(statuses.filter((st) => st === 200).length).toBeGreaterThan(0);

      let after = await list();
      for (let i = 0; i < 20 && after.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await list();
      }
      expect(after.status).toBe(200);
      expect((await call(s.app, { method: 'GET', url: '/healthz' })).status).toBe(200);
    });

    it('sets statement and idle-in-transaction timeouts on its connections', async () => {
      const shown = await inSystem({ db: s.db }, async (tx) => {
        const res = (await tx.execute(
          sql`select current_setting('statement_timeout') as st, current_setting('idle_in_transaction_session_timeout') as idle`,
        )) as unknown as { rows: { st: string; idle: string }[] };
        return res.rows[0];
      });
      expect(shown).toEqual({ st: '30s', idle: '1min' });
    });
  },
);
