import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client.ts';
import type { PrincipalResult, TokenClaims } from '../../lib/auth-types.ts';
import { type ChangeFeed, feedCompany } from '../../lib/change-feed.ts';
import { loadPrincipal } from './principal.ts';

/** The tables a principal is read from (see loadPrincipal): a write to any of them may change it. */
export const PRINCIPAL_TABLES = [
  'users',
  'revoked_sessions',
  'companies',
  'company_members',
  'member_roles',
  'roles',
  'role_menus',
  'menus',
] as const;

interface Known {
  since: number;
  result: PrincipalResult;
}

/**
 * Resolves tokens into principals, reusing one while the change feed says none of its tables
 * changed for its company since it was read: a logout, a disabled user or a changed role is seen
 * by the next request on this server and, on the others, as soon as the notification arrives.
 * Identical lookups at the same moment share one read.
 */
export function principalResolver(db: DatabaseHandle, feed: ChangeFeed, max = 10_000) {
  const cache = new LRUCache<string, Known>({ max });
  const flights = new Map<string, Promise<Known>>();
  const fresh = (known: Known | undefined, company: string): known is Known =>
    known !== undefined && feed.unchangedSince(known.since, PRINCIPAL_TABLES, company);
  return async (claims: TokenClaims): Promise<PrincipalResult> => {
    const company = feedCompany(claims.companyId);
    const key = `${claims.userId}|${company}|${claims.sessionId}|${claims.issuedAt}`;
    let known = cache.get(key);
    if (!fresh(known, company)) known = await flights.get(key);
    if (fresh(known, company)) return known.result;
    const since = feed.now();
    const flight = loadPrincipal(db, claims).then((result) => ({ since, result }));
    if (!flights.has(key)) {
      flights.set(key, flight);
      const land = () => flights.get(key) === flight && flights.delete(key);
      void flight.then(land, land);
    }
    const loaded = await flight;
    cache.set(key, loaded);
    return loaded.result;
  };
}
