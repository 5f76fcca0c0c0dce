import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CHANGES_CHANNEL } from '../lib/change-feed.ts';
import { lockDataDir, privateDir, restrictTree } from '../lib/data-dir.ts';
import type { DatabaseHandle, Drizzle, Tx, WriteWatcher } from '../lib/database.ts';
import { safeErrorText } from '../lib/db-errors.ts';
import { collectingEvents, EVENTS_CHANNEL } from '../lib/events.ts';
import { ensureChangeFeed } from './change-feed.ts';
import { ensureTenantPolicies } from './tenant-policies.ts';

/** The handle's shape is lib's (services and lib helpers take it); this file opens one. */
export type { DatabaseHandle, Tx } from '../lib/database.ts';

/** A dedicated connection for LISTEN that reconnects (every second) while the server is away. */
async function pgListen(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onStatus: (listening: boolean) => void,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 1000);
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onPayload(msg.payload);
    });
    let lost = false;
    c.on('error', () => {
      if (lost) return;
      lost = true;
      onStatus(false);
      void c.end().catch(() => undefined);
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost = true;
      void c.end().catch(() => undefined);
      throw err;
    }
    client = c;
    onStatus(true);
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** Beyond this many statement texts, new ones run unnamed (each connection keeps what it prepared). */
const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `hh${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * The connection as drizzle sees it, every statement named by its text: a connection parses a
 * text once and PostgreSQL plans it once (re-planning itself when a table or the role changes),
 * and later runs send only the values. Drizzle writes the same text for the same query shape.
 */
function preparing(client: pg.PoolClient): pg.PoolClient {
  const query = (config: unknown, values?: unknown) => {
    const c = config as QueryConfig | null;
    const named =
      typeof c === 'object' && c !== null && typeof c.text === 'string' && c.name === undefined
        ? { ...c, name: statementName(c.text) }
        : config;
    return (client.query as (config: unknown, values?: unknown) => unknown)(named, values);
  };
  return new Proxy(client, {
    get: (target, prop) => {
      if (prop === 'query') return query;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Servers starting together on one database take turns at its schema (migrations, policies, triggers). */
async function oneServerAtATime(url: string, work: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('hh_schema'))`);
    await work();
  } finally {
    await lock.end();
  }
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined means in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL only: longest statement, and longest a transaction may sit idle, in ms (0: no limit). */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** Hears a pooled connection lost while idle (the database restarted, a backend was terminated). */
  onConnectionLost?: (err: Error) => void;
}

const warnConnectionLost = (err: Error) =>
  console.warn(`database connection lost: ${safeErrorText(err)}; the pool opens a new one on demand`);

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      statement_timeout: opts.statementTimeoutMs ?? 30_000,
      idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs ?? 60_000,
    });
    // Without a listener an idle connection's error (a restart, pg_terminate_backend) kills the process.
    const lost = opts.onConnectionLost ?? warnConnectionLost;
    pool.on('error', lost);
    const db = drizzlePg(pool) as unknown as Drizzle;
    await oneServerAtATime(opts.databaseUrl, async () => {
      await migratePg(drizzlePg(pool), { migrationsFolder });
      await ensureTenantPolicies(db);
      await ensureChangeFeed(db);
    });
    const stops: (() => Promise<void>)[] = [];
    const perClient = new WeakMap<pg.PoolClient, Tx>();
    const watchers: WriteWatcher[] = [];
    const markerPrefix = randomUUID();
    let markers = 0;
    return {
      kind: 'postgres',
      drizzle: db,
      async transaction(setup, fn) {
        const client = await pool.connect();
        // A checked-out connection has no pool listener: its loss between two statements must not be fatal.
        let broken: Error | undefined;
        const onLost = (err: Error) => {
          broken = err;
        };
        client.on('error', onLost);
        let tx = perClient.get(client);
        if (!tx) {
          tx = drizzlePg(preparing(client)) as unknown as Tx;
          perClient.set(client, tx);
        }
        const marker = `${markerPrefix}.${++markers}`;
        let wrote = false;
        let result: Awaited<ReturnType<typeof fn>>;
        try {
          await client.query(setup ? `begin; ${setup}` : 'begin');
          const events: string[] = [];
          result = await collectingEvents(events, () => fn(tx));
          for (const watcher of watchers) watcher.expect(marker);
          // Its events, whether it wrote, and its marker if so, ride in the COMMIT's own round trip.
          const written = 'txid_current_if_assigned() is not null';
          const notices = events
            .map((payload) => `select pg_notify('${EVENTS_CHANNEL}', ${client.escapeLiteral(payload)}); `)
            .join('');
          const answers = (await client.query(
            `${notices}select ${written} as wrote; select pg_notify('${CHANGES_CHANNEL}', 'sync|${marker}') where ${written}; commit`,
          )) as unknown as pg.QueryResult<{ wrote: boolean }>[];
          const asked = answers[events.length];
          wrote = asked?.rows[0]?.wrote === true;
        } catch (err) {
          await client.query('rollback').catch((lost: Error) => {
            broken = lost;
          });
          throw err;
        } finally {
          client.off('error', onLost);
          client.release(broken);
          await Promise.all(watchers.map((w) => w.settle(marker, wrote)));
        }
        return result;
      },
      watchWrites(watcher) {
        watchers.push(watcher);
      },
      async listen(channel, onPayload, onStatus = () => undefined) {
        const stop = await pgListen(opts.databaseUrl!, channel, onPayload, onStatus);
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
  let unlock: () => void = () => undefined;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pg');
    privateDir(opts.dataDir);
    unlock = lockDataDir(opts.dataDir);
    try {
      privateDir(dir);
      client = new PGlite(dir, { extensions: { pg_trgm } });
      await client.waitReady;
      restrictTree(dir);
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    client = new PGlite({ extensions: { pg_trgm } });
    await client.waitReady;
  }
  const db = drizzlePglite(client) as unknown as Drizzle;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await ensureTenantPolicies(db);
  await ensureChangeFeed(db);
  return {
    kind: 'pglite',
    drizzle: db,
    transaction: (setup, fn) =>
      db.transaction(async (tx) => {
        if (setup) await tx.execute(sql.raw(setup));
        return fn(tx);
      }),
    watchWrites: () => undefined,
    listen: async (channel, onPayload, onStatus) => {
      const stop = await client.listen(channel, onPayload);
      onStatus?.(true);
      return () => stop();
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
