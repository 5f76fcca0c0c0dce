import type { memberCompany } from '@hh/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany, inSystem } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import type { Tokens } from '../../lib/auth-types.ts';
import type { CompanyContext, RequestContext, UserContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { memberRoles, roleNameSql, roles } from '../roles/index.ts';
import { companies, companyMembers, plans } from './schema.ts';

type CompanyRow = typeof companies.$inferSelect;
type MemberCompany = z.output<typeof memberCompany>;

/** A plan's name in the reader's language (its English name in English). */
const planNameIn = (plan: Pick<typeof plans.$inferSelect, 'name' | 'nameEn'> | undefined, lang: Lang) =>
  plan ? (lang === 'en' && plan.nameEn !== '' ? plan.nameEn : plan.name) : null;

async function describe(tx: Tx, rows: CompanyRow[], userId: number, lang: Lang): Promise<MemberCompany[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const planIds = rows.flatMap((c) => (c.planId ? [c.planId] : []));
  const planRows = planIds.length ? await tx.select().from(plans).where(inArray(plans.id, planIds)) : [];
  const roleRows = await tx
    .select({ companyId: memberRoles.companyId, name: roleNameSql(lang) })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(and(eq(memberRoles.userId, userId), inArray(memberRoles.companyId, ids)))
    .orderBy(asc(roles.level));
  return rows.map((c) => ({
    companyId: c.id,
    companyKey: c.companyKey,
    companyName: c.name,
    headPortrait: c.headPortrait,
    status: c.status,
    expireTime: c.expireTime?.toISOString() ?? null,
    planName: planNameIn(
      planRows.find((p) => p.id === c.planId),
      lang,
    ),
    isPlatform: c.isPlatform,
    roles: roleRows.filter((r) => r.companyId === c.id).map((r) => r.name),
  }));
}

/** The companies the caller is an enabled member of, with the caller's roles in each. */
export async function memberCompanies(ctx: UserContext): Promise<MemberCompany[]> {
  return inSystem(ctx, async (tx) => {
    const rows = await tx
      .select({ company: companies })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.userId, ctx.principal.userId), eq(companyMembers.enabled, true)))
      .orderBy(asc(companies.id));
    return describe(
      tx,
      rows.map((r) => r.company),
      ctx.principal.userId,
      ctx.lang,
    );
  });
}

/** A token bound to a company the caller is a member of, in the same sign-in session. */
export async function chooseCompany(ctx: UserContext, tokens: Tokens, companyId: number) {
  const company = await inSystem(ctx, async (tx) => {
    const [row] = await tx
      .select({ company: companies })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.userId, ctx.principal.userId),
          eq(companyMembers.enabled, true),
        ),
      );
    return row ? (await describe(tx, [row.company], ctx.principal.userId, ctx.lang))[0] : undefined;
  });
  if (!company) throw forbidden('company.notMember');
  const token = await tokens.sign({
    userId: ctx.principal.userId,
    sessionId: ctx.principal.sessionId,
    companyId,
    rememberMe: ctx.principal.rememberMe,
  });
  return { token, ...company };
}

export async function companyByKey(ctx: RequestContext, companyKey: string) {
  const [row] = await inSystem(ctx, (tx) =>
    tx.select().from(companies).where(eq(companies.companyKey, companyKey)),
  );
  if (!row || row.isPlatform) throw notFound();
  return {
    companyId: row.id,
    companyKey: row.companyKey,
    companyName: row.name,
    headPortrait: row.headPortrait,
    status: row.status,
  };
}

export async function currentCompany(
  ctx: CompanyContext,
): Promise<
  MemberCompany & { contactName: string | null; contactPhone: string | null; categoryId: number | null }
> {
  return inCompany(ctx, async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, ctx.principal.companyId));
    if (!row) throw notFound();
    const [dto] = await describe(tx, [row], ctx.principal.userId, ctx.lang);
    return {
      ...dto!,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      categoryId: row.categoryId,
    };
  });
}
