import type { LedgerKind, LedgerReason, memberFilter, membersContract, PageQuery } from '@hh/shared';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { containedInAny, equalsIfGiven, paged } from '../../db/list.ts';
import type { CodedReason, ReadReason } from '../../i18n/ledger-reasons.ts';
import { now } from '../../lib/clock.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/events.ts';
import { memberLedger, members } from './schema.ts';

/** The largest balance numeric(12,2) holds. */
const MAX_BALANCE = '9999999999.99';

async function exists(tx: Tx, uid: number) {
  const [row] = await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, uid));
  return Boolean(row);
}

/**
 * The one way a wallet changes: one statement that refuses to go below zero or above the largest
 * balance (so concurrent changes never lose an update) and the ledger line, in the caller's
 * transaction. Undefined when refused (or no such member); the caller says why.
 */
export async function changeWallet(
  tx: Tx,
  input: {
    uid: number;
    delta: string;
    reason: string | CodedReason<LedgerReason>;
    operatorId: number | null;
  },
) {
  const at = now();
  const [row] = await tx
    .update(members)
    .set({ nowMoney: sql`${members.nowMoney} + ${input.delta}::numeric`, updatedAt: at })
    .where(
      and(
        eq(members.uid, input.uid),
        sql`${members.nowMoney} + ${input.delta}::numeric between 0 and ${MAX_BALANCE}::numeric`,
      ),
    )
    .returning({ nowMoney: members.nowMoney });
  if (!row) return undefined;
  const [line] = await tx
    .insert(memberLedger)
    .values({
      uid: input.uid,
      kind: 'wallet',
      change: input.delta,
      balance: row.nowMoney,
      ...(typeof input.reason === 'string' ? { reason: input.reason } : input.reason),
      operatorId: input.operatorId,
      createdAt: at,
    })
    .returning();
  return { nowMoney: row.nowMoney, line: line! };
}

/**
 * `changeWallet` as two writes for `writeTogether`, its delta and reason read in the same statement
 * (an order's amount and code from the row it moves): `wallet`, the guarded update (no row when
 * refused), and `walletLine`, its ledger line from the balance it returned. The caller reads
 * whether `wallet` changed a row and ends the transaction when it did not.
 */
export function walletChange(input: {
  uid: number;
  delta: SQL;
  reason: ReadReason<LedgerReason>;
  operatorId: number | null;
  at: Date;
}) {
  const at = sql`${input.at.toISOString()}::timestamptz`;
  const delta = sql`(${input.delta})::numeric`;
  return {
    wallet: sql`update ${members} set now_money = now_money + ${delta}, updated_at = ${at}
      where uid = ${input.uid}::bigint and now_money + ${delta} between 0 and ${MAX_BALANCE}::numeric
      returning now_money`,
    walletLine: sql`insert into ${memberLedger} (uid, kind, change, balance, reason, reason_code, reason_params, operator_id, created_at)
      select ${input.uid}::bigint, 'wallet', ${delta}, now_money, ${input.reason.reason},
        ${input.reason.reasonCode}::text, ${input.reason.reasonParams}, ${input.operatorId}::bigint, ${at}
      from wallet`,
  };
}

/** Staff adding to or taking from a member's wallet: the guarded change, audited and announced. */
export async function adjustMoney(
  ctx: CompanyContext,
  input: { uid: number; ptype: 1 | 2; money: string; remark: string },
) {
  const delta = input.ptype === 1 ? input.money : `-${input.money}`;
  return inCompany(ctx, async (tx) => {
    const changed = await changeWallet(tx, {
      uid: input.uid,
      delta,
      reason: input.remark,
      operatorId: ctx.principal.userId,
    });
    if (!changed) {
      if (!(await exists(tx, input.uid))) throw notFound();
      throw input.ptype === 1
        ? fieldError('money', 'member.balanceTooLarge', { max: MAX_BALANCE })
        : badRequest('member.insufficient');
    }
    await audit(tx, ctx, {
      entity: 'member',
      entityId: input.uid,
      action: 'adjustMoney',
      after: changed.line,
    });
    await publish(tx, {
      companyId: ctx.principal.companyId,
      type: 'member.balance',
      actorId: ctx.principal.userId,
      data: { uid: input.uid, change: delta, nowMoney: changed.nowMoney, by: ctx.principal.username },
    });
    return { uid: input.uid, nowMoney: changed.nowMoney };
  });
}

/** Adds or takes points the same way as money: one guarded statement and a ledger line. */
export async function adjustPoints(
  ctx: CompanyContext,
  input: { uid: number; ptype: 1 | 2; integral: number; remark: string },
) {
  const delta = input.ptype === 1 ? input.integral : -input.integral;
  return inCompany(ctx, async (tx) => {
    const [row] = await tx
      .update(members)
      .set({ integral: sql`${members.integral} + ${delta}`, updatedAt: new Date() })
      .where(and(eq(members.uid, input.uid), sql`${members.integral} + ${delta} >= 0`))
      .returning({ integral: members.integral });
    if (!row) throw (await exists(tx, input.uid)) ? badRequest('member.insufficientPoints') : notFound();
    const [line] = await tx
      .insert(memberLedger)
      .values({
        uid: input.uid,
        kind: 'points',
        change: String(delta),
        balance: String(row.integral),
        reason: input.remark,
        operatorId: ctx.principal.userId,
      })
      .returning();
    await audit(tx, ctx, { entity: 'member', entityId: input.uid, action: 'adjustPoints', after: line });
    return { uid: input.uid, integral: row.integral };
  });
}

/** Sets or clears (0) a member's promoter; never oneself, never a cycle. */
export async function setSpread(ctx: CompanyContext, uid: number, spreadUid: number) {
  if (uid === spreadUid) throw badRequest('member.spreadSelf');
  return inCompany(ctx, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('member_spread'), ${ctx.principal.companyId}::int)`,
    );
    const [before] = await tx.select().from(members).where(eq(members.uid, uid));
    if (!before) throw notFound();
    if (spreadUid !== 0) {
      if (!(await exists(tx, spreadUid))) throw notFound();
      const chain = await tx.execute(sql`
        with recursive up(uid, depth) as (
          select spread_uid, 1 from members where uid = ${spreadUid}
          union all
          select m.spread_uid, up.depth + 1 from members m join up on m.uid = up.uid
          where up.uid is not null and up.depth < 10000
        ) select 1 from up where uid = ${uid} limit 1`);
      if ((chain as unknown as { rows: unknown[] }).rows.length > 0) throw badRequest('member.spreadCycle');
    }
    const [row] = await tx
      .update(members)
      .set({ spreadUid: spreadUid || null, spreadTime: spreadUid ? new Date() : null, updatedAt: new Date() })
      .where(eq(members.uid, uid))
      .returning();
    await audit(tx, ctx, {
      entity: 'member',
      entityId: uid,
      action: 'setSpread',
      before: { spreadUid: before.spreadUid },
      after: { spreadUid: row!.spreadUid },
    });
    return row!;
  });
}

export async function setStatus(ctx: CompanyContext, uid: number, status: 0 | 1) {
  return inCompany(ctx, async (tx) => {
    const [before] = await tx.select({ status: members.status }).from(members).where(eq(members.uid, uid));
    if (!before) throw notFound();
    await tx.update(members).set({ status, updatedAt: new Date() }).where(eq(members.uid, uid));
    await audit(tx, ctx, { entity: 'member', entityId: uid, action: 'setStatus', before, after: { status } });
  });
}

/** A member's phone is unique in the company (`uid`: the one being edited). */
async function assertPhoneFree(tx: Tx, phone: string | null, uid: number | undefined) {
  if (!phone) return;
  const [clash] = await tx.select({ uid: members.uid }).from(members).where(eq(members.phone, phone));
  if (clash && clash.uid !== uid) throw conflict('member.phoneTaken');
}

/** Before members go: their ledger goes with them and those they promoted lose the link. */
async function detachMembers(tx: Tx, uids: number[]) {
  await tx.delete(memberLedger).where(inArray(memberLedger.uid, uids));
  await tx.update(members).set({ spreadUid: null, spreadTime: null }).where(inArray(members.spreadUid, uids));
}

export async function ledgerOf(ctx: CompanyContext, uid: number, query: PageQuery & { kind?: LedgerKind }) {
  return inCompany(ctx, async (tx) => {
    if (!(await exists(tx, uid))) throw notFound();
    return ledgerPage(tx, uid, query);
  });
}

/** A page of a member's ledger, newest first (the staff's member page, the shopper's own wallet). */
export function ledgerPage(tx: Tx, uid: number, query: PageQuery & { kind?: LedgerKind }) {
  const where = and(eq(memberLedger.uid, uid), query.kind ? eq(memberLedger.kind, query.kind) : undefined);
  return paged(
    query,
    (limit, offset) =>
      tx.select().from(memberLedger).where(where).orderBy(desc(memberLedger.id)).limit(limit).offset(offset),
    async () => (await tx.select({ n: count() }).from(memberLedger).where(where))[0]?.n ?? 0,
  );
}

/** The database side of the member list (see crudRoutes): filters, sort columns, checks on save and delete. */
export const memberRecords = {
  table: members,
  where: (f: z.output<typeof memberFilter>) => [
    containedInAny(f.blurry, members.nickname, members.phone, members.realName),
    equalsIfGiven(members.status, f.status),
    equalsIfGiven(members.level, f.level),
    equalsIfGiven(members.spreadUid, f.spreadUid),
    f.createTime ? gte(members.createdAt, f.createTime[0]!) : undefined,
    f.createTime ? lte(members.createdAt, f.createTime[1]!) : undefined,
  ],
  sortable: {
    uid: members.uid,
    id: members.uid,
    nowMoney: members.nowMoney,
    integral: members.integral,
    createTime: members.createdAt,
  },
  toValues: async (input: z.output<typeof membersContract.create>, tx: Tx, uid: number | undefined) => {
    await assertPhoneFree(tx, input.phone, uid);
    return input;
  },
  beforeDelete: detachMembers,
};

/** Adds each row's promoter nickname (`spreadName`), so screens and exports show a name, not a uid. */
export async function withPromoterNames<R extends Record<string, unknown>>(tx: Tx, rows: R[]) {
  const uids = [
    ...new Set(rows.map((r) => r.spreadUid).filter((uid): uid is number => typeof uid === 'number')),
  ];
  const promoters = uids.length
    ? await tx
        .select({ uid: members.uid, nickname: members.nickname })
        .from(members)
        .where(inArray(members.uid, uids))
    : [];
  const names = new Map(promoters.map((p) => [p.uid, p.nickname]));
  return rows.map((r) => ({ ...r, spreadName: names.get(r.spreadUid as number) ?? null }));
}
