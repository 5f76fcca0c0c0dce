import type { DatabaseHandle, WriteWatcher } from './database.ts';

/** NOTIFY channel carrying `table|company` for every committed write ('*': any company). */
export const CHANGES_CHANNEL = 'hh_changes';

/** Beyond this many remembered (table, company) pairs the feed forgets them all at once. */
const MAX_KEYS = 50_000;

/** The company part of change-feed keys of a caller ('-': not bound to a company). */
export const feedCompany = (companyId: number | null) => (companyId === null ? '-' : String(companyId));

/**
 * What this server has heard of committed writes, as a clock: a reader notes `now()` before it
 * reads, and a copy of what it read is still true while nothing it depends on changed after that.
 * While the database's notifications cannot be heard, nothing counts as unchanged.
 */
export class ChangeFeed {
  private tick = 0;
  private resetAt = 0;
  private readonly last = new Map<string, number>();

  constructor(private listening: boolean) {}

  now(): number {
    return this.tick;
  }

  /** A write to `table` ('*': to anything) in `company` ('*': in any company). */
  record(table: string, company: string): void {
    if (this.last.size >= MAX_KEYS) this.reset();
    this.last.set(`${table}|${company}`, ++this.tick);
  }

  /** Everything read before now is suspect. */
  reset(): void {
    this.last.clear();
    this.resetAt = ++this.tick;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.reset();
  }

  unchangedSince(since: number, tables: readonly string[], company: string): boolean {
    if (!this.listening || since < this.resetAt) return false;
    const changed = (key: string) => (this.last.get(key) ?? 0) > since;
    if (changed(`*|${company}`) || changed('*|*')) return false;
    return !tables.some((t) => changed(`${t}|${company}`) || changed(`${t}|*`));
  }
}

const feeds = new WeakMap<DatabaseHandle, ChangeFeed>();

/** The feed a server started on this database, if any (a bare handle, as in some tests, has none). */
export const feedOf = (db: DatabaseHandle): ChangeFeed | undefined => feeds.get(db);

/** How long a write waits to hear its own marker before the feed stops trusting what it knows. */
const MARKER_WAIT_MS = 2000;

/**
 * The markers of this server's own writes (see DatabaseHandle.watchWrites): each is expected
 * before its commit, so it cannot be heard too early to be noticed.
 */
class OwnWrites implements WriteWatcher {
  private readonly expected = new Map<string, { heard: boolean; wake?: () => void }>();

  constructor(private readonly feed: ChangeFeed) {}

  expect(marker: string): void {
    this.expected.set(marker, { heard: false });
  }

  hear(marker: string): void {
    const entry = this.expected.get(marker);
    if (!entry) return;
    entry.heard = true;
    entry.wake?.();
  }

  /** While nothing can be heard, nothing is trusted either: there is nothing to wait for. */
  wakeAll(): void {
    for (const entry of this.expected.values()) {
      entry.heard = true;
      entry.wake?.();
    }
  }

  async settle(marker: string, wrote: boolean): Promise<void> {
    const entry = this.expected.get(marker);
    if (!entry) return;
    if (wrote && !entry.heard) {
      const heard = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), MARKER_WAIT_MS);
        entry.wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      if (!heard) this.feed.reset();
    }
    this.expected.delete(marker);
  }
}

/**
 * A feed fed by the database's change notifications (see db/change-feed.ts), which reach every
 * server shortly after a commit; a server's own write returns only after its notifications were
 * heard here, so a client always reads its own writes.
 */
export async function startChangeFeed(db: DatabaseHandle) {
  const feed = new ChangeFeed(false);
  feeds.set(db, feed);
  const own = new OwnWrites(feed);
  db.watchWrites(own);
  const stop = await db.listen(
    CHANGES_CHANNEL,
    (payload) => {
      const bar = payload.lastIndexOf('|');
      if (bar <= 0) return;
      const table = payload.slice(0, bar);
      if (table === 'sync') own.hear(payload.slice(bar + 1));
      else feed.record(table, payload.slice(bar + 1));
    },
    (listening) => {
      feed.setListening(listening);
      if (!listening) own.wakeAll();
    },
  );
  return { feed, stop };
}
