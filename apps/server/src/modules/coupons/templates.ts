import type { couponsContract, couponTemplateFilter, PageQuery } from '@hh/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertOwnScope } from '../goods/index.ts';
import { couponTemplates } from './schema.ts';

type TemplateInput = z.output<typeof couponsContract.templateInput>;
type TemplateQuery = PageQuery & z.output<typeof couponTemplateFilter>;

/** Coupons claimed from the template's issues: any, and its money terms are fixed. */
const claimedOf = sql<number>`coalesce((select sum(i.claimed) from coupon_issues i
  where i.template_id = "coupon_templates"."id"), 0)`.mapWith(Number);

const { companyId: _company, ...stored } = getTableColumns(couponTemplates);
const columns = { ...stored, claimed: claimedOf };

const sortable = {
  id: couponTemplates.id,
  title: couponTemplates.title,
  createTime: couponTemplates.createdAt,
};

export function listTemplates(ctx: CompanyContext, query: TemplateQuery) {
  const where = and(
    containedInAny(query.blurry, couponTemplates.title),
    equalsIfGiven(couponTemplates.enabled, query.enabled),
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select(columns)
          .from(couponTemplates)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      () => companyMatchCount(tx, couponTemplates, where),
    ),
  );
}

/** One template with its claimed count; `lock` takes its row first (edits, against claims copying its terms). */
async function oneTemplate(tx: Tx, id: number, lock = false) {
  if (lock) {
    await tx
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.id, id))
      .for('update');
  }
  const [found] = await tx.select(columns).from(couponTemplates).where(eq(couponTemplates.id, id));
  if (!found) throw notFound();
  return found;
}

export const getTemplate = (ctx: CompanyContext, id: number) => inCompany(ctx, (tx) => oneTemplate(tx, id));

/** The stored columns: only what the kind, scope and validity use; the rest empty. */
function valuesOf(input: TemplateInput) {
  const fixed = input.validity === 'fixed';
  return {
    title: input.title,
    kind: input.kind,
    amount: input.kind === 'amount' ? input.amount : null,
    percentOff: input.kind === 'percent' ? input.percentOff : null,
    maxDiscount: input.kind === 'percent' ? input.maxDiscount : null,
    threshold: input.threshold,
    scope: input.scope,
    scopeIds: input.scope === 'all' ? [] : [...new Set(input.scopeIds)].sort((a, b) => a - b),
    validity: input.validity,
    validFrom: fixed ? input.validFrom : null,
    validTo: fixed ? input.validTo : null,
    validDays: fixed ? null : input.validDays,
    description: input.description,
  };
}

const money = (v: string | null) => (v === null ? null : Number(v).toFixed(2));

/** Whether the values change what a coupon takes off or where it applies. */
function termsDiffer(before: ReturnType<typeof valuesOf>, after: ReturnType<typeof valuesOf>) {
  return (
    before.kind !== after.kind ||
    money(before.amount) !== money(after.amount) ||
    before.percentOff !== after.percentOff ||
    money(before.maxDiscount) !== money(after.maxDiscount) ||
    money(before.threshold) !== money(after.threshold) ||
    before.scope !== after.scope ||
    JSON.stringify(before.scopeIds) !== JSON.stringify(after.scopeIds)
  );
}

export function createTemplate(ctx: CompanyContext, input: TemplateInput) {
  return inCompany(ctx, async (tx) => {
    await assertOwnScope(tx, input);
    const [row] = await tx
      .insert(couponTemplates)
      .values(valuesOf(input))
      .returning({ id: couponTemplates.id });
    const created = await oneTemplate(tx, row!.id);
    await audit(tx, ctx, { entity: 'couponTemplate', entityId: row!.id, action: 'create', after: created });
    return created;
  });
}

/**
 * Edits a template. Once members hold its coupons, its money terms and scope stay as they are (the
 * row is locked, so a claim running at the same time sees either the old terms or waits for the new).
 */
export function updateTemplate(ctx: CompanyContext, id: number, input: TemplateInput) {
  return inCompany(ctx, async (tx) => {
    const before = await oneTemplate(tx, id, true);
    const values = valuesOf(input);
    if (before.claimed > 0 && termsDiffer({ ...before }, values)) throw conflict('coupon.termsLocked');
    await assertOwnScope(tx, input);
    await tx
      .update(couponTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(couponTemplates.id, id));
    const after = await oneTemplate(tx, id);
    await audit(tx, ctx, { entity: 'couponTemplate', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Enables or disables a template: a disabled one gives no more coupons; those given stay. */
export function setTemplateEnabled(ctx: CompanyContext, id: number, enabled: boolean) {
  return inCompany(ctx, async (tx) => {
    const before = await oneTemplate(tx, id, true);
    await tx
      .update(couponTemplates)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(couponTemplates.id, id));
    const after = await oneTemplate(tx, id);
    await audit(tx, ctx, { entity: 'couponTemplate', entityId: id, action: 'setStatus', before, after });
    return after;
  });
}
