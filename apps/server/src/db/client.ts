import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { ensureTenantPolicies } from './tenant-policies.ts';

export type Schema = typeof schema;
export type Drizzle = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Drizzle['transaction']>[0]>[0];
export type Executor = Drizzle | Tx;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  drizzle: Drizzle;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined means in memory. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Drizzle;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await ensureTenantPolicies(db);
    return { kind: 'postgres', drizzle: db, close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Drizzle;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await ensureTenantPolicies(db);
  return { kind: 'pglite', drizzle: db, close: () => client.close() };
}
