import { and, eq, lt } from 'drizzle-orm';
import { inCompany, inShop } from '../../../db/access.ts';
import type { DatabaseHandle, Tx } from '../../../db/client.ts';
import type { CompanyContext, ShopperContext } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { type CachedTracking, expressTrackingCache } from '../schema.ts';
import type { Tracking, TrackingProvider, TrackingQuery } from './provider.ts';

interface Tracker {
  provider: TrackingProvider;
  /** How long an answer is reused, in seconds. */
  ttl: number;
}

/** The tracker of each running server, by its database (set when the routes are registered). */
const trackers = new WeakMap<DatabaseHandle, Tracker>();

export function useTracker(db: DatabaseHandle, tracker: Tracker): void {
  trackers.set(db, tracker);
}

/** A signed parcel's trace no longer changes: it is kept a day instead of a few minutes. */
const SIGNED_TTL_S = 24 * 3600;
/** Stored traces older than this are removed when the company's next trace is stored. */
const KEEP_S = 2 * 24 * 3600;
const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;

type TrackingContext = CompanyContext | ShopperContext;

const inTenant = <T>(ctx: TrackingContext, fn: (tx: Tx) => Promise<T>) =>
  ctx.principal === null ? inShop(ctx, fn) : inCompany(ctx, fn);

const fromCache = (result: CachedTracking, fetchedAt: Date): Tracking => ({
  state: result.state,
  traces: result.traces.map((t) => ({ ...t, time: new Date(t.time) })),
  provider: result.provider,
  fetchedAt,
});

/**
 * A shipment's tracking, normalised, for staff (order desk) or the shopper: the stored answer while
 * it is fresh, else the provider's, stored for every server. Opens its own transactions, so call it
 * outside one. Provider failures are 502/503 errors with a readable reason, never stored.
 */
export async function trackShipment(ctx: TrackingContext, query: TrackingQuery): Promise<Tracking> {
  const tracker = trackers.get(ctx.db);
  if (!tracker) throw new Error('shipment tracking is not set up for this database');
  const expressCode = query.expressCode.trim().toUpperCase();
  const trackingNo = query.trackingNo.trim();
  if (!TRACKING_NO.test(trackingNo)) throw fieldError('trackingNo', 'validation.trackingNo');
  const key = and(
    eq(expressTrackingCache.expressCode, expressCode),
    eq(expressTrackingCache.trackingNo, trackingNo),
  );
  const [stored] = await inTenant(ctx, (tx) => tx.select().from(expressTrackingCache).where(key));
  if (stored) {
    const ttl = stored.result.state === 'signed' ? SIGNED_TTL_S : tracker.ttl;
    if (Date.now() - stored.fetchedAt.getTime() < ttl * 1000)
      return fromCache(stored.result, stored.fetchedAt);
  }
  const answer = await tracker.provider.track({ ...query, expressCode, trackingNo });
  const fetchedAt = new Date();
  const result: CachedTracking = {
    state: answer.state,
    traces: answer.traces.map((t) => ({ ...t, time: t.time.toISOString() })),
    provider: tracker.provider.name,
  };
  await inTenant(ctx, async (tx) => {
    await tx
      .insert(expressTrackingCache)
      .values({ expressCode, trackingNo, result, fetchedAt })
      .onConflictDoUpdate({
        target: [
          expressTrackingCache.companyId,
          expressTrackingCache.expressCode,
          expressTrackingCache.trackingNo,
        ],
        set: { result, fetchedAt },
      });
    await tx
      .delete(expressTrackingCache)
      .where(lt(expressTrackingCache.fetchedAt, new Date(fetchedAt.getTime() - KEEP_S * 1000)));
  });
  return fromCache(result, fetchedAt);
}
