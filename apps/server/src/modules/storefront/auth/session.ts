import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../../db/client.ts';
import type { ShopperClaims, ShopperResult } from '../../../lib/auth-types.ts';
import { type ChangeFeed, feedCompany } from '../../../lib/change-feed.ts';

interface SessionRow extends Record<string, unknown> {
  company_status: string;
  company_expire_time: string | Date | null;
}

/**
 * Resolves a verified shopper token in one statement: its session is open and unexpired, bound to
 * the token's company and member, the member is enabled (status 1) and the company not the platform.
 */
async function loadShopper(db: DatabaseHandle, claims: ShopperClaims): Promise<ShopperResult> {
  const result = await db.drizzle.execute<SessionRow>(sql`
    select c.status as company_status, c.expire_time as company_expire_time
    from shopper_sessions s
    join members m on m.uid = s.member_id and m.company_id = s.company_id
    join companies c on c.id = s.company_id
    where s.sid = ${claims.sessionId} and s.company_id = ${claims.companyId} and s.member_id = ${claims.memberId}
      and s.revoked_at is null and s.expires_at > now() and m.status = 1 and not c.is_platform`);
  const row = (result as unknown as { rows: SessionRow[] }).rows[0];
  if (!row) return { ok: false };
  return {
    ok: true,
    companyStatus: row.company_status,
    companyExpireTime: row.company_expire_time === null ? null : new Date(row.company_expire_time),
  };
}

/** The tables a shopper's standing is read from (see loadShopper): a write to any of them may change it. */
const SHOPPER_TABLES = ['shopper_sessions', 'members', 'companies'] as const;

/**
 * Resolves shopper tokens, reusing an answer while the change feed says none of its tables changed
 * for the shopper's company since it was read: a log out, a disabled member or a closed shop is seen
 * by the next request on this server and, on the others, as soon as the notification arrives.
 */
export function shopperResolver(db: DatabaseHandle, feed: ChangeFeed, max = 10_000) {
  const cache = new LRUCache<string, { since: number; result: ShopperResult }>({ max });
  return async (claims: ShopperClaims): Promise<ShopperResult> => {
    const company = feedCompany(claims.companyId);
    const key = `${claims.companyId}|${claims.memberId}|${claims.sessionId}`;
    const known = cache.get(key);
    if (known && feed.unchangedSince(known.since, SHOPPER_TABLES, company)) return known.result;
    const since = feed.now();
    const result = await loadShopper(db, claims);
    cache.set(key, { since, result });
    return result;
  };
}
