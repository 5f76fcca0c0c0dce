import type { PageQuery, PromotionState, promotionFilter, promotionsContract } from '@hh/shared';
import { and, eq, getTableColumns, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { assertOwnScope } from '../goods/index.ts';
import type { PromotionRule } from './evaluate.ts';
import { promotionRules } from './schema.ts';

type RuleInput = z.output<typeof promotionsContract.input>;
type RuleQuery = PageQuery & z.output<typeof promotionFilter>;

const t = promotionRules;

/** 已结束 once its end has passed (switched off or not), else 已停用 when off, else 未开始 / 进行中 by its start. */
const stateOf = sql<PromotionState>`case
  when ${t.endAt} <= now() then 'ended'
  when not ${t.enabled} then 'disabled'
  when ${t.startAt} > now() then 'upcoming'
  else 'running' end`;

const stateWhere: Record<PromotionState, SQL> = {
  ended: sql`${t.endAt} <= now()`,
  disabled: sql`${t.endAt} > now() and not ${t.enabled}`,
  upcoming: sql`${t.endAt} > now() and ${t.enabled} and ${t.startAt} > now()`,
  running: sql`${t.endAt} > now() and ${t.enabled} and ${t.startAt} <= now()`,
};

const { companyId: _company, ...stored } = getTableColumns(t);
const columns = { ...stored, state: stateOf };

const sortable = { id: t.id, name: t.name, startAt: t.startAt, endAt: t.endAt, createTime: t.createdAt };

export function listPromotions(ctx: CompanyContext, query: RuleQuery) {
  const where = and(
    containedInAny(query.blurry, t.name),
    equalsIfGiven(t.kind, query.kind),
    query.state ? stateWhere[query.state] : undefined,
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select(columns)
          .from(t)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      () => companyMatchCount(tx, t, where),
    ),
  );
}

async function oneRule(tx: Tx, id: number) {
  const [found] = await tx.select(columns).from(t).where(eq(t.id, id));
  if (!found) throw notFound();
  return found;
}

export const getPromotion = (ctx: CompanyContext, id: number) => inCompany(ctx, (tx) => oneRule(tx, id));

const fixed = (v: string) => Number(v).toFixed(2);

/** The stored columns: only what the kind uses; money with two decimals. */
function valuesOf(input: RuleInput) {
  return {
    name: input.name,
    kind: input.kind,
    tiers: input.tiers.map((tier) => ({
      threshold: fixed(tier.threshold),
      amount: input.kind === 'amount' && tier.amount !== null ? fixed(tier.amount) : null,
      percentOff: input.kind === 'percent' ? tier.percentOff : null,
    })),
    repeat: input.kind === 'amount' && input.repeat,
    cap: input.kind === 'freeShipping' || (input.kind === 'amount' && !input.repeat) ? null : input.cap,
    scope: input.scope,
    scopeIds: input.scope === 'all' ? [] : [...new Set(input.scopeIds)].sort((a, b) => a - b),
    startAt: input.startAt,
    endAt: input.endAt,
    enabled: input.enabled,
  };
}

export function createPromotion(ctx: CompanyContext, input: RuleInput) {
  return inCompany(ctx, async (tx) => {
    await assertOwnScope(tx, input);
    const [row] = await tx.insert(t).values(valuesOf(input)).returning({ id: t.id });
    const created = await oneRule(tx, row!.id);
    await audit(tx, ctx, { entity: 'promotion', entityId: row!.id, action: 'create', after: created });
    return created;
  });
}

/** Edits a rule; orders already placed keep the discount they were given (their price lines). */
export function updatePromotion(ctx: CompanyContext, id: number, input: RuleInput) {
  return inCompany(ctx, async (tx) => {
    const before = await oneRule(tx, id);
    await assertOwnScope(tx, input);
    await tx
      .update(t)
      .set({ ...valuesOf(input), updatedAt: new Date() })
      .where(eq(t.id, id));
    const after = await oneRule(tx, id);
    await audit(tx, ctx, { entity: 'promotion', entityId: id, action: 'update', before, after });
    return after;
  });
}

export function setPromotionEnabled(ctx: CompanyContext, id: number, enabled: boolean) {
  return inCompany(ctx, async (tx) => {
    const before = await oneRule(tx, id);
    await tx.update(t).set({ enabled, updatedAt: new Date() }).where(eq(t.id, id));
    const after = await oneRule(tx, id);
    await audit(tx, ctx, { entity: 'promotion', entityId: id, action: 'setStatus', before, after });
    return after;
  });
}

/** Deletes rules (all or none: a missing or other shop's id is a 404); orders placed keep their discount lines. */
export function deletePromotions(ctx: CompanyContext, ids: number[]) {
  return inCompany(ctx, async (tx) => {
    const gone = await tx.delete(t).where(inArray(t.id, ids)).returning();
    if (gone.length !== ids.length) throw notFound();
    for (const before of gone) {
      await audit(tx, ctx, { entity: 'promotion', entityId: before.id, action: 'delete', before });
    }
  });
}

/**
 * The company's rules switched on and not yet over at `from` (some may start later), in the caller's
 * transaction (its company): what the checkout's full-reduction step and the cart's hint choose from
 * (`runningPromotions`, which keeps them per company while no rule is written).
 */
export function livePromotions(tx: Tx, from: Date): Promise<PromotionRule[]> {
  return tx
    .select({
      id: t.id,
      name: t.name,
      kind: t.kind,
      tiers: t.tiers,
      repeat: t.repeat,
      cap: t.cap,
      scope: t.scope,
      scopeIds: t.scopeIds,
      startAt: t.startAt,
      endAt: t.endAt,
      enabled: t.enabled,
    })
    .from(t)
    .where(and(eq(t.enabled, true), gt(t.endAt, from)))
    .orderBy(t.id);
}
