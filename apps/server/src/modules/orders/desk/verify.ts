import type { verifyPreview, verifyStores } from '@hh/shared';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { type CompanyContext, staffActor } from '../../../lib/context.ts';
import { AppError, forbidden, tooMany } from '../../../lib/errors.ts';
import { stores } from '../../stores/index.ts';
import { staffStoreIds } from '../../users/index.ts';
import { assertGoodsMayLeave } from '../after-sale-cover.ts';
import { receiveOrder } from '../lifecycle.ts';
import { orders } from '../schema.ts';
import { lockOrder } from '../transitions.ts';
import { readDetail } from './detail.ts';
import { listRows } from './list.ts';
import { orderVerifyTries } from './schema.ts';

/** Wrong pickup codes one staff member may try per minute. */
const VERIFY_TRIES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

type Preview = z.output<typeof verifyPreview>;

const notFound = () => new AppError(404, 'order.verifyNotFound');

/**
 * Reserves one try for the caller: refused with 429 past the limit. The try counts as wrong until
 * released, so parallel guesses are counted before any of them is looked up.
 */
async function reserveTry(ctx: CompanyContext): Promise<() => Promise<void>> {
  const userId = ctx.principal.userId;
  const id = await inCompany(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hh.verify:${userId}`}))`);
    const since = new Date(Date.now() - WINDOW_MS);
    await tx
      .delete(orderVerifyTries)
      .where(and(eq(orderVerifyTries.userId, userId), lt(orderVerifyTries.createdAt, since)));
    const [recent] = await tx
      .select({ n: count() })
      .from(orderVerifyTries)
      .where(and(eq(orderVerifyTries.userId, userId), gt(orderVerifyTries.createdAt, since)));
    if ((recent?.n ?? 0) >= VERIFY_TRIES_PER_MINUTE) throw tooMany('order.verifyTooMany');
    const [row] = await tx.insert(orderVerifyTries).values({ userId }).returning({ id: orderVerifyTries.id });
    return row!.id;
  });
  return async () => {
    await inCompany(ctx, (tx) => tx.delete(orderVerifyTries).where(eq(orderVerifyTries.id, id)));
  };
}

/**
 * Looks a code up among the company's orders waiting for pickup, then checks the caller may
 * verify at its store: a member of that store, or anyone holding `admin` (the owner role), who may
 * verify at every store of the company.
 */
async function findPickup(tx: Tx, ctx: CompanyContext, code: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.pickupCode, code), inArray(orders.status, ['unpaid', 'toVerify'])));
  if (order?.status !== 'toVerify' || order.storeId === null) throw notFound();
  const detail = await readDetail(tx, ctx.lang, order.id);
  if (!ctx.principal.permissions.includes('admin')) {
    const mine = await staffStoreIds(tx, ctx.principal.companyId, ctx.principal.userId);
    if (!mine.includes(order.storeId)) {
      throw forbidden('order.verifyOtherStore', { store: detail.store?.name ?? String(order.storeId) });
    }
  }
  return { order, detail };
}

/** Where the caller verifies pickups: owners everywhere, other staff at their bound stores. */
export function pickupStores(ctx: CompanyContext): Promise<z.output<typeof verifyStores>> {
  if (ctx.principal.permissions.includes('admin')) return Promise.resolve({ allStores: true, stores: [] });
  return inCompany(ctx, async (tx) => {
    const mine = await staffStoreIds(tx, ctx.principal.companyId, ctx.principal.userId);
    const rows = mine.length
      ? await tx
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(inArray(stores.id, mine))
          .orderBy(asc(stores.sort), asc(stores.id))
      : [];
    return { allStores: false, stores: rows };
  });
}

/** Staff bound to no store (and not owners) verify nothing: refused before any code is tried. */
async function assertHasStore(ctx: CompanyContext) {
  if (ctx.principal.permissions.includes('admin')) return;
  const mine = await inCompany(ctx, (tx) => staffStoreIds(tx, ctx.principal.companyId, ctx.principal.userId));
  if (mine.length === 0) throw forbidden('order.verifyNoStore');
}

/** Runs a look-up under the wrong-code limit: only a code that finds nothing keeps its try counted. */
async function limited<T>(ctx: CompanyContext, run: () => Promise<T>): Promise<T> {
  await assertHasStore(ctx);
  const release = await reserveTry(ctx);
  try {
    const result = await run();
    await release();
    return result;
  } catch (err) {
    if (!(err instanceof AppError && err.key === 'order.verifyNotFound')) await release();
    throw err;
  }
}

/** What the clerk checks before handing the goods over. */
export function previewPickup(ctx: CompanyContext, code: string): Promise<Preview> {
  return limited(ctx, () =>
    inCompany(ctx, async (tx) => {
      const { order, detail } = await findPickup(tx, ctx, code);
      const [row] = await listRows(tx, eq(orders.id, order.id), []);
      const store = detail.store ?? {
        id: order.storeId!,
        name: '',
        phone: null,
        regionName: null,
        address: null,
      };
      return { ...detail, store, lines: row?.lines ?? [] };
    }),
  );
}

/** Hands a pickup over: toVerify → received, the clerk and the store on the timeline. */
export function confirmPickup(ctx: CompanyContext, code: string) {
  return limited(ctx, () =>
    inCompany(ctx, async (tx) => {
      const { order, detail } = await findPickup(tx, ctx, code);
      // Locked as an application locks it, so an after-sale asked meanwhile is seen or waits.
      await lockOrder(tx, ctx.principal.companyId, order.id);
      await assertGoodsMayLeave(tx, order.id);
      await receiveOrder(tx, staffActor(ctx), order, {
        storeId: order.storeId,
        storeName: detail.store?.name ?? '',
        clerk: ctx.principal.username,
      });
      return readDetail(tx, ctx.lang, order.id);
    }),
  );
}
