import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
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
  /**
   * Runs `fn` in a transaction whose first statements are `setup` (trusted SQL built by the
   * access layer, never from input), sent with BEGIN in one round trip on PostgreSQL.
   */
  transaction<T>(setup: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Receives NOTIFY payloads on a channel (from every server process on the same database). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A dedicated connection for LISTEN that reconnects when the server drops it. */
async function pgListen(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onPayload(msg.payload);
    });
    c.on('error', () => {
      void c.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
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
    const stops: (() => Promise<void>)[] = [];
    const perClient = new WeakMap<pg.PoolClient, Tx>();
    return {
      kind: 'postgres',
      drizzle: db,
      async transaction(setup, fn) {
        const client = await pool.connect();
        let tx = perClient.get(client);
        if (!tx) {
          tx = drizzlePg(client, { schema }) as unknown as Tx;
          perClient.set(client, tx);
        }
        let broken: Error | undefined;
        try {
          await client.query(setup ? `begin; ${setup}` : 'begin');
          const result = await fn(tx);
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch((lost: Error) => {
            broken = lost;
          });
          throw err;
        } finally {
          client.release(broken);
        }
      },
      async listen(channel, onPayload) {
        const stop = await pgListen(opts.databaseUrl!, channel, onPayload);
        stops.push(stop);
        return stop;
      },
      async close() {
        await Promise.all(stops.map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm } });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Drizzle;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await ensureTenantPolicies(db);
  return {
    kind: 'pglite',
    drizzle: db,
    transaction: (setup, fn) =>
      db.transaction(async (tx) => {
        if (setup) await tx.execute(sql.raw(setup));
        return fn(tx);
      }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
  };
}
