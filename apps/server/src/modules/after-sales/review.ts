import { type AfterSaleTab, type afterSalesContract, fromCents, type PageQuery, toCents } from '@hh/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { orderBy } from '../../db/list.ts';
import { stockReason } from '../../i18n/ledger-reasons.ts';
import { type Actor, type CompanyContext, SYSTEM_ACTOR, staffActor } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { changeStock } from '../goods/index.ts';
import { lockOrder, orderLines } from '../orders/index.ts';
import { linesOfAfterSales, mayAutoApprove } from './holdings.ts';
import {
  type AfterSaleFilter,
  afterSalePage,
  filterWhere,
  readDetail,
  tabCounts,
  tabStatuses,
  toRows,
  withMembers,
} from './read.ts';
import { checkPendingRefund, reopenFailedRefund, startRefund } from './refunds.ts';
import { afterSales } from './schema.ts';
import { DAY_MS, defaultReturnAddress, readSettings } from './settings.ts';
import { armTimer, disarmTimers } from './timers.ts';
import { illegalStep, lockAfterSale, moveAfterSale } from './transitions.ts';

type ApproveInput = z.output<typeof afterSalesContract.approve>;

const sortable = {
  id: afterSales.id,
  createdAt: afterSales.createdAt,
  amountRequested: afterSales.amountRequested,
};

export function listAfterSales(ctx: CompanyContext, q: PageQuery & AfterSaleFilter & { tab?: AfterSaleTab }) {
  const statuses = tabStatuses(q.tab);
  const where = and(filterWhere(q), statuses ? inArray(afterSales.status, [...statuses]) : undefined);
  const order = orderBy(q.sort, sortable);
  return inCompany(ctx, (tx) =>
    afterSalePage(tx, q, { where, order }, async (records) =>
      withMembers(tx, await toRows(tx, ctx.lang, records)),
    ),
  );
}

export function countAfterSales(ctx: CompanyContext, f: AfterSaleFilter) {
  return inCompany(ctx, (tx) => tabCounts(tx, filterWhere(f)));
}

export function afterSaleDetailOf(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const [record] = await tx.select().from(afterSales).where(eq(afterSales.id, id));
    if (!record) throw notFound();
    return readDetail(tx, ctx.lang, record);
  });
}

/** The after-sale and its order, locked order first (the one order every writer follows); 404 when not the company's. */
export async function lockCase(tx: Tx, companyId: number, id: number, memberId?: number) {
  const [plain] = await tx
    .select({ orderId: afterSales.orderId })
    .from(afterSales)
    .where(
      and(eq(afterSales.id, id), memberId === undefined ? undefined : eq(afterSales.memberId, memberId)),
    );
  if (!plain) throw notFound();
  const order = await lockOrder(tx, companyId, plain.orderId);
  const row = await lockAfterSale(tx, id, memberId);
  if (!order || !row) throw notFound();
  return { order, row };
}

/**
 * Runs a staff action in the company's transaction and answers the after-sale as the detail shows it
 * (a provider refund it started is pending: its job sends it within the jobs' poll interval).
 */
async function act(
  ctx: CompanyContext,
  id: number,
  step: (tx: Tx, c: Awaited<ReturnType<typeof lockCase>>) => Promise<unknown>,
) {
  await inCompany(ctx, async (tx) => step(tx, await lockCase(tx, ctx.principal.companyId, id)));
  return afterSaleDetailOf(ctx, id);
}

/** Approving a refund-only request starts its refund at once; a return waits for the goods at the return address. */
async function approve(
  tx: Tx,
  actor: Actor,
  { order, row }: Awaited<ReturnType<typeof lockCase>>,
  input: Omit<ApproveInput, 'id'>,
  action: 'approve' | 'autoApprove' = 'approve',
): Promise<void> {
  if (row.status !== 'submitted') throw illegalStep(row.status, action);
  const amount = input.amount ?? row.amountRequested;
  if (toCents(amount) > toCents(row.amountRequested)) {
    throw fieldError('amount', 'afterSale.amountTooHigh', { max: row.amountRequested });
  }
  const approved = fromCents(toCents(amount));
  await disarmTimers(tx, row);
  if (row.type === 'returnRefund') {
    const address = input.returnAddress ?? (await defaultReturnAddress(tx));
    if (!address) throw fieldError('returnAddress', 'afterSale.noReturnAddress');
    const { returnShipDays } = await readSettings(tx);
    const deadline = new Date(Date.now() + returnShipDays * DAY_MS);
    const moved = await moveAfterSale(tx, actor, row, action, {
      set: {
        amountApproved: approved,
        returnAddress: address,
        refundTo: input.refundTo ?? 'original',
        deadline,
      },
      params: { amount: approved },
    });
    await armTimer(tx, 'closeUnreturned', moved, deadline);
    return;
  }
  const moved = await moveAfterSale(tx, actor, row, action, {
    set: { amountApproved: approved, refundTo: input.refundTo ?? 'original', deadline: null },
    params: { amount: approved },
  });
  await startRefund(tx, actor, moved, order);
}

export function approveAfterSale(ctx: CompanyContext, input: ApproveInput) {
  return act(ctx, input.id, (tx, c) => approve(tx, staffActor(ctx), c, input));
}

export function rejectAfterSale(ctx: CompanyContext, input: { id: number; reason: string }) {
  return act(ctx, input.id, async (tx, { row }) => {
    await disarmTimers(tx, row);
    await moveAfterSale(tx, staffActor(ctx), row, 'reject', {
      set: { rejectReason: input.reason, deadline: null },
      params: { reason: input.reason },
    });
  });
}

/** The goods are back; with `restock`, the returned quantities go back on sale (stock ledger), and only those. */
export function receiveReturn(ctx: CompanyContext, input: { id: number; restock: boolean }) {
  return act(ctx, input.id, async (tx, { row }) => {
    const moved = await moveAfterSale(tx, staffActor(ctx), row, 'receive', {
      set: { restocked: input.restock },
      params: { restock: input.restock ? 1 : 0 },
    });
    if (!input.restock) return;
    const asked = await linesOfAfterSales(tx, [moved.id]);
    const skus = await tx
      .select({ id: orderLines.id, skuId: orderLines.skuId })
      .from(orderLines)
      .where(inArray(orderLines.id, asked.map((l) => l.orderLineId).concat(0)));
    const skuOf = new Map(skus.map((s) => [s.id, s.skuId]));
    for (const line of asked) {
      const skuId = skuOf.get(line.orderLineId);
      if (skuId)
        await changeStock(
          tx,
          ctx,
          skuId,
          line.quantity,
          stockReason('afterSaleReturn', { code: moved.code }),
        );
    }
  });
}

export function refundAfterSale(
  ctx: CompanyContext,
  input: { id: number; refundTo?: 'original' | 'wallet' },
) {
  return act(ctx, input.id, async (tx, { order, row }) => {
    const moved = await moveAfterSale(tx, staffActor(ctx), row, 'refund', {
      set: input.refundTo ? { refundTo: input.refundTo } : {},
      ownLine: true,
    });
    await startRefund(tx, staffActor(ctx), moved, order);
  });
}

export function retryRefund(ctx: CompanyContext, id: number) {
  return act(ctx, id, async (tx, { row }) => {
    if (row.status !== 'refunding') throw illegalStep(row.status, 'retryRefund');
    await reopenFailedRefund(tx, staffActor(ctx), row);
  });
}

/** "Check again": a pending provider refund's job runs now. */
export function checkRefund(ctx: CompanyContext, id: number) {
  return act(ctx, id, (tx, { row }) => checkPendingRefund(tx, row));
}

/** The timers' actions, in the job's transaction; each does nothing once the after-sale has moved on. */
export const timerActions = {
  async autoApprove(tx: Tx, companyId: number, id: number) {
    const c = await lockCase(tx, companyId, id).catch(() => undefined);
    if (c?.row.status !== 'submitted' || c.row.type !== 'refund') return;
    if (!mayAutoApprove(c.order)) {
      // The goods left since it was asked: no deadline any more, staff decide.
      await tx.update(afterSales).set({ deadline: null }).where(eq(afterSales.id, id));
      return;
    }
    await approve(tx, SYSTEM_ACTOR, c, {}, 'autoApprove');
  },
  async closeUnreturned(tx: Tx, companyId: number, id: number) {
    const c = await lockCase(tx, companyId, id).catch(() => undefined);
    if (c?.row.status !== 'awaitingReturn') return;
    await moveAfterSale(tx, SYSTEM_ACTOR, c.row, 'close', { set: { deadline: null } });
  },
};
