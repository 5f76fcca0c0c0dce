import type { Lang } from '../i18n/messages.ts';
import type { DatabaseHandle } from './database.ts';

/** The signed-in person behind a request, resolved from the token on every call. */
export interface Principal {
  userId: number;
  username: string;
  sessionId: string;
  rememberMe: boolean;
  /** The company the token is bound to, null before a shop is chosen. */
  companyId: number | null;
  isPlatform: boolean;
  /** Permission strings in the current company; 'admin' means every permission. */
  permissions: string[];
  /** The caller's highest role level in the current company (1 is highest); Infinity without roles. */
  level: number;
}

/** What every service function receives first: who is asking, for which company, from where. */
export interface RequestContext {
  db: DatabaseHandle;
  principal: Principal | null;
  ip: string;
  lang: Lang;
}

export interface UserContext extends RequestContext {
  principal: Principal;
}

export interface CompanyContext extends UserContext {
  principal: Principal & { companyId: number };
}

/** A shopper: a member of one company, signed in through the storefront (`/api/front/…`). */
export interface Shopper {
  companyId: number;
  memberId: number;
  sessionId: string;
}

/** What storefront service functions receive first: the shopper, never a staff principal. */
export interface ShopperContext extends RequestContext {
  principal: null;
  shopper: Shopper;
}

/** Who did something to a record (a timeline line): a staff member, the shopper, or the system (timers). */
export type Actor =
  | { kind: 'staff'; id: number; name: string }
  | { kind: 'shopper'; id: number; name: string }
  | { kind: 'system'; id: null; name: string };

/** Who acts when no person does: timers, jobs, provider notices. */
export const SYSTEM_ACTOR: Actor = { kind: 'system', id: null, name: 'system' };

/** The signed-in person acting at the desk, as timelines name them. */
export const staffActor = (ctx: UserContext): Actor => ({
  kind: 'staff',
  id: ctx.principal.userId,
  name: ctx.principal.username,
});

/** A timeline line's who: the columns every area's timeline table has (`timelineColumns`). */
export const actorColumns = (actor: Actor) => ({
  actorKind: actor.kind,
  actorId: actor.id,
  actorName: actor.name,
});

export function hasPermission(p: Principal, wanted: readonly string[]): boolean {
  if (p.permissions.includes('admin')) return true;
  return wanted.some((w) => p.permissions.includes(w));
}
