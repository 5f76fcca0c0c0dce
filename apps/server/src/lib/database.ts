import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Tables are imported where they are queried; the relational query API (`db.query`) is not used. */
export type Drizzle = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Drizzle['transaction']>[0]>[0];

export interface WriteWatcher {
  /** Before a commit: the marker the commit will announce if the transaction wrote. */
  expect(marker: string): void;
  /** After the commit: waits for the marker when the transaction wrote, forgets it otherwise. */
  settle(marker: string, wrote: boolean): Promise<void>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  drizzle: Drizzle;
  /**
   * Runs `fn` in a transaction whose first statements are `setup` (trusted SQL built by the
   * access layer, never from input), sent with BEGIN in one round trip on PostgreSQL.
   */
  transaction<T>(setup: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * On PostgreSQL a transaction that wrote announces a marker (`sync|<marker>` on CHANGES_CHANNEL,
   * after its own change notifications) and returns only once the watcher settles it, so this
   * server has heard of its own writes before it answers. PGlite hears its notifications during
   * the commit itself and needs no marker.
   */
  watchWrites(watcher: WriteWatcher): void;
  /**
   * Receives NOTIFY payloads on a channel (from every server process on the same database).
   * `onStatus` hears when the listening connection is lost (payloads may have been missed) and
   * when it listens again.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onStatus?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
