import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompanyContext, RequestContext, ShopperContext, UserContext } from '../lib/context.ts';
import { forbidden } from '../lib/errors.ts';
import type { Tx } from './client.ts';
import { TENANT_ROLE } from './tenant-policies.ts';

const insideTransaction = new AsyncLocalStorage<true>();

/** The one transaction of `inOneTransaction`, shared by the doors of its company opened inside it. */
const shared = new AsyncLocalStorage<{ setup: string; tx: Tx }>();

/**
 * The embedded database has one connection: a transaction opened inside another would wait for
 * itself forever. Refuse it loudly instead. Inside `inOneTransaction`, a door with the same settings
 * (the same company under row-level security) runs on its transaction; any other is refused too.
 */
function run<T>(ctx: Pick<RequestContext, 'db'>, setup: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const open = shared.getStore();
  if (open && open.setup === setup) return fn(open.tx);
  if (insideTransaction.getStore()) throw new Error('nested database transaction');
  return insideTransaction.run(true, () => ctx.db.transaction(setup, fn));
}

/** The tenant settings as SQL text; the company id is a number from a verified token. */
function tenantSetup(companyId: number | null, role: boolean): string {
  if (companyId !== null && !Number.isSafeInteger(companyId)) throw new Error('bad company id');
  const company = `set_config('app.company_id', '${companyId ?? ''}', true)`;
  return role ? `select ${company}, set_config('role', '${TENANT_ROLE}', true)` : `select ${company}`;
}

/**
 * The only ways services reach the database. Company-owned tables are guarded by row-level
 * security for the tenant role, so inside inCompany a query can only see and write the rows of
 * the request's company, and inside inUser none at all, whatever filter the code forgets.
 */
export function inCompany<T>(ctx: CompanyContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return run(ctx, tenantSetup(ctx.principal.companyId, true), fn);
}

/** The shopper's company, under row-level security as for staff: a storefront call sees one company's rows. */
export function inShop<T>(ctx: ShopperContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return run(ctx, tenantSetup(ctx.shopper.companyId, true), fn);
}

/**
 * One company's rows for the system itself (a durable job acting on an order of that company): the
 * company id comes from the job's own row, never from a request.
 */
export function inCompanyForSystem<T>(
  ctx: Pick<RequestContext, 'db'>,
  companyId: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return run(ctx, tenantSetup(companyId, true), fn);
}

/**
 * Many service calls for one company in a single transaction: every `inCompany`, `inShop` or
 * `inCompanyForSystem` of that company inside `fn` runs on it instead of opening its own, so they
 * commit together (or not at all: a service that throws after writing leaves its writes to this
 * transaction, so `fn` lets such errors end it). For the demo seed's thousands of orders; requests
 * never use it and keep one transaction per service call.
 */
export function inOneTransaction<T>(
  ctx: Pick<RequestContext, 'db'>,
  companyId: number,
  fn: () => Promise<T>,
): Promise<T> {
  const setup = tenantSetup(companyId, true);
  return run(ctx, setup, (tx) => shared.run({ setup, tx }, fn));
}

/** Inside `inOneTransaction` (the demo seed's orders): nothing it writes has committed yet. */
export function insideOneTransaction(): boolean {
  return shared.getStore() !== undefined;
}

/**
 * Runs `fn` outside the caller's transactions (the demo seed's shared one included): work that
 * follows a commit and opens its own, started without being waited for.
 */
export function detached<T>(fn: () => Promise<T>): Promise<T> {
  return shared.exit(() => insideTransaction.exit(fn));
}

/** Global tables only (people, captchas): company-owned tables answer with no rows. */
export function inUser<T>(ctx: RequestContext | UserContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return run(ctx, tenantSetup(null, true), fn);
}

/** Across companies: only for platform operators acting from the platform company. */
export function inPlatform<T>(ctx: UserContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!ctx.principal.isPlatform || ctx.principal.companyId === null) throw forbidden();
  return run(ctx, tenantSetup(ctx.principal.companyId, false), fn);
}

/**
 * Across companies for the system itself: resolving a token's principal, listing the companies a
 * person belongs to, seeding. Never reachable with ids taken from a request without a membership check.
 */
export function inSystem<T>(ctx: Pick<RequestContext, 'db'>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return run(ctx, '', fn);
}
