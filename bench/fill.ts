import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/seed/index.ts';

/** Seeds the demo data, then gives the first demo company `count` more staff users. */
export async function fill(opts: { databaseUrl?: string; dataDir: string; count: number }) {
  const config = loadConfig({ DATA_DIR: opts.dataDir, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  const log = { info: () => {} } as unknown as Parameters<typeof seed>[2];
  await seed(db, config, log);
  await db.drizzle.execute(sql`
    insert into users (username, nick_name, phone, email, password_hash)
    select 'bench' || g, 'Bench user ' || g, '1' || (5000000000 + g)::text, 'bench' || g || '@example.com', 'x'
    from generate_series(1, ${opts.count}) g`);
  await db.drizzle.execute(sql`
    insert into company_members (company_id, user_id)
    select c.id, u.id from users u, companies c where c.company_key = 'sunrise' and u.username like 'bench%'`);
  await db.drizzle.execute(sql`analyze`);
  await db.close();
}
