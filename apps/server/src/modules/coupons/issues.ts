import {
  COUPON_PUSH_FILTER_MAX,
  type couponIssueFilter,
  type couponsContract,
  type PageQuery,
} from '@hh/shared';
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import { t } from '../../i18n/messages.ts';
import { now } from '../../lib/clock.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { members } from '../members/index.ts';
import { announceClaimed, giveCoupon } from './claim.ts';
import { couponIssues, couponTemplates } from './schema.ts';
import { termsOf } from './terms.ts';

type PushTarget = z.output<typeof couponsContract.push>;

type IssueInput = z.output<typeof couponsContract.issueInput>;
type IssueSettings = Omit<IssueInput, 'templateId'>;
type IssueQuery = PageQuery & z.output<typeof couponIssueFilter>;

const columns = {
  id: couponIssues.id,
  templateId: couponIssues.templateId,
  ...termsOf(couponTemplates),
  claimStart: couponIssues.claimStart,
  claimEnd: couponIssues.claimEnd,
  total: couponIssues.total,
  remaining: couponIssues.remaining,
  claimed: couponIssues.claimed,
  perMember: couponIssues.perMember,
  perMemberDaily: couponIssues.perMemberDaily,
  memberLevels: couponIssues.memberLevels,
  channel: couponIssues.channel,
  minPayAmount: couponIssues.minPayAmount,
  enabled: couponIssues.enabled,
  createdAt: couponIssues.createdAt,
};

const sortable = {
  id: couponIssues.id,
  claimStart: couponIssues.claimStart,
  createTime: couponIssues.createdAt,
};

const selectIssues = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(columns)
    .from(couponIssues)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponIssues.templateId))
    .where(where);

/** Issues with their live counts (claimed, remaining) and their template's terms. */
export function listIssues(ctx: CompanyContext, query: IssueQuery) {
  const where = and(
    equalsIfGiven(couponIssues.templateId, query.templateId),
    equalsIfGiven(couponIssues.enabled, query.enabled),
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        selectIssues(tx, where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      () => companyMatchCount(tx, couponIssues, where),
    ),
  );
}

async function oneIssue(tx: Tx, id: number) {
  const [found] = await selectIssues(tx, eq(couponIssues.id, id));
  if (!found) throw notFound();
  return found;
}

export const getIssue = (ctx: CompanyContext, id: number) => inCompany(ctx, (tx) => oneIssue(tx, id));

/** A fixed-window template's coupons must be claimable only while they are still valid. */
async function checkAgainstTemplate(tx: Tx, templateId: number, input: IssueSettings) {
  const [template] = await tx
    .select({ validity: couponTemplates.validity, validTo: couponTemplates.validTo })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, templateId));
  if (!template) throw fieldError('templateId', 'validation.required');
  if (template.validity === 'fixed' && template.validTo && input.claimEnd > template.validTo) {
    throw fieldError('claimEnd', 'validation.couponClaimAfterUse');
  }
}

const settings = (input: IssueSettings) => ({
  claimStart: input.claimStart,
  claimEnd: input.claimEnd,
  perMember: input.perMember,
  perMemberDaily: input.perMemberDaily,
  memberLevels: [...new Set(input.memberLevels)].sort((a, b) => a - b),
  channel: input.channel,
  minPayAmount: input.channel === 'afterPurchase' ? input.minPayAmount : null,
});

export function createIssue(ctx: CompanyContext, input: IssueInput) {
  return inCompany(ctx, async (tx) => {
    await checkAgainstTemplate(tx, input.templateId, input);
    const [row] = await tx
      .insert(couponIssues)
      .values({
        templateId: input.templateId,
        ...settings(input),
        total: input.total,
        remaining: input.total,
      })
      .returning({ id: couponIssues.id });
    const created = await oneIssue(tx, row!.id);
    await audit(tx, ctx, { entity: 'couponIssue', entityId: row!.id, action: 'create', after: created });
    return created;
  });
}

/**
 * Edits an issue without touching what was claimed: one guarded update sets remaining to the new
 * total less the claimed count (so a change of total moves remaining by the difference), and is
 * refused when the new total is below what members already took.
 */
export function updateIssue(ctx: CompanyContext, id: number, input: IssueSettings) {
  return inCompany(ctx, async (tx) => {
    const before = await oneIssue(tx, id);
    await checkAgainstTemplate(tx, before.templateId, input);
    const total = input.total;
    const [row] = await tx
      .update(couponIssues)
      .set({
        ...settings(input),
        total,
        remaining: total === null ? null : sql`${total}::int - ${couponIssues.claimed}`,
        updatedAt: new Date(),
      })
      .where(and(eq(couponIssues.id, id), total === null ? undefined : lte(couponIssues.claimed, total)))
      .returning({ id: couponIssues.id });
    if (!row) {
      const { claimed } = await oneIssue(tx, id);
      throw fieldError('total', 'validation.couponTotalBelowClaimed', { claimed });
    }
    const after = await oneIssue(tx, id);
    await audit(tx, ctx, { entity: 'couponIssue', entityId: id, action: 'update', before, after });
    return after;
  });
}

export function setIssueEnabled(ctx: CompanyContext, id: number, enabled: boolean) {
  return inCompany(ctx, async (tx) => {
    const before = await oneIssue(tx, id);
    await tx.update(couponIssues).set({ enabled, updatedAt: new Date() }).where(eq(couponIssues.id, id));
    const after = await oneIssue(tx, id);
    await audit(tx, ctx, { entity: 'couponIssue', entityId: id, action: 'setStatus', before, after });
    return after;
  });
}

/** One transaction of a push: the members' rows locked in id order, then one coupon each. */
function pushChunk(ctx: CompanyContext, id: number, chosen: number[]) {
  return inCompany(ctx, async (tx) => {
    await oneIssue(tx, id);
    await tx
      .select({ uid: members.uid })
      .from(members)
      .where(inArray(members.uid, chosen))
      .orderBy(members.uid)
      .for('update');
    const at = now();
    const given: number[] = [];
    const refused: { memberId: number; reason: string }[] = [];
    for (const memberId of chosen) {
      try {
        await giveCoupon(tx, id, memberId, 'push', at);
        given.push(memberId);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        refused.push({ memberId, reason: t(ctx.lang, err.key, err.params) });
      }
    }
    if (given.length > 0) await announceClaimed(tx, ctx.principal.companyId, ctx.principal.userId, id);
    await audit(tx, ctx, {
      entity: 'couponIssue',
      entityId: id,
      action: 'pushCoupons',
      after: { given, refused },
    });
    return { given, refused };
  });
}

/** How many members one transaction of a push locks and gives to. */
const PUSH_CHUNK = 200;

/**
 * The members a push reaches, in id order: those chosen, or every active member of the chosen levels
 * (none chosen: every active member), refused on `levels` beyond COUPON_PUSH_FILTER_MAX.
 */
function pushTargets(ctx: CompanyContext, id: number, target: PushTarget): Promise<number[]> {
  return inCompany(ctx, async (tx) => {
    await oneIssue(tx, id);
    if ('memberIds' in target) return [...new Set(target.memberIds)].sort((a, b) => a - b);
    const rows = await tx
      .select({ uid: members.uid })
      .from(members)
      .where(
        and(
          eq(members.status, 1),
          target.levels.length > 0 ? inArray(members.level, target.levels) : undefined,
        ),
      )
      .orderBy(members.uid)
      .limit(COUPON_PUSH_FILTER_MAX + 1);
    if (rows.length > COUPON_PUSH_FILTER_MAX) {
      throw fieldError('levels', 'coupon.pushTooMany', { max: COUPON_PUSH_FILTER_MAX });
    }
    return rows.map((r) => r.uid);
  });
}

/**
 * Staff push: one coupon to each chosen member, each by the same path as a claim (the member's turn,
 * the limits, one guarded update on remaining); a member refused is named with the reason. Every
 * chosen member's row is locked first, in id order, before the issue's row is touched: a shopper's
 * own claim (member, then issue) can then never wait on the push while the push waits on them.
 * A push by member level goes 200 members to a transaction; each coupon is still one guarded update.
 */
export async function pushIssue(ctx: CompanyContext, id: number, target: PushTarget) {
  const chosen = await pushTargets(ctx, id, target);
  const given: number[] = [];
  const refused: { memberId: number; reason: string }[] = [];
  for (let at = 0; at < chosen.length; at += PUSH_CHUNK) {
    const part = await pushChunk(ctx, id, chosen.slice(at, at + PUSH_CHUNK));
    given.push(...part.given);
    refused.push(...part.refused);
  }
  return { given, refused };
}
