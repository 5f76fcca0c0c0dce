import { LRUCache } from 'lru-cache';
import { type ChangeFeed, feedOf } from './change-feed.ts';
import type { DatabaseHandle } from './database.ts';

interface Known<T> {
  since: number;
  value: T;
}

/**
 * A company's copy of a small read that every checkout makes (the running promotion rules, the
 * category tree), kept while the change feed has heard of no write to `tables` in that company
 * since it was read (lib/change-feed.ts: a server hears its own writes before it answers, the
 * others' shortly after their commit). `read` runs in the caller's transaction, which must not have
 * written those tables itself: an uncommitted write would be remembered, and a rollback never heard.
 */
export function feedMemo<T>(tables: readonly string[], max = 5_000) {
  const perFeed = new WeakMap<ChangeFeed, LRUCache<number, Known<T>>>();
  return async (db: DatabaseHandle, companyId: number, read: () => Promise<T>): Promise<T> => {
    const feed = feedOf(db);
    if (!feed) return read();
    let cache = perFeed.get(feed);
    if (!cache) {
      cache = new LRUCache<number, Known<T>>({ max });
      perFeed.set(feed, cache);
    }
    const known = cache.get(companyId);
    if (known && feed.unchangedSince(known.since, tables, String(companyId))) return known.value;
    const since = feed.now();
    const value = await read();
    cache.set(companyId, { since, value });
    return value;
  };
}
