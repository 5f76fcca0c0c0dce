import type { memberCompany } from '@hh/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany, inSystem, inUser } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { Tokens } from '../../lib/auth-types.ts';
import type { CompanyContext, RequestContext, UserContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { memberRoles, roles } from '../roles/index.ts';
import { toUserDto, users } from '../users/index.ts';
import { companies, companyMembers, plans } from './schema.ts';

type CompanyRow = typeof companies.$inferSelect;
type MemberCompany = z.output<typeof memberCompany>;

async function describe(tx: Tx, rows: CompanyRow[], userId: number): Promise<MemberCompany[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const planIds = rows.flatMap((c) => (c.planId ? [c.planId] : []));
  const planRows = planIds.length ? await tx.select().from(plans).where(inArray(plans.id, planIds)) : [];
  const roleRows = await tx
    .select({ companyId: memberRoles.companyId, name: roles.name })
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
    planName: planRows.find((p) => p.id === c.planId)?.name ?? null,
    isPlatform: c.isPlatform,
    roles: roleRows.filter((r) => r.companyId === c.id).map((r) => r.name),
  }));
}

/** The companies the caller belongs to; only for the caller's own phone (empty when the caller has none). */
export async function companiesOfUser(ctx: UserContext, userPhone: string): Promise<MemberCompany[]> {
  const [me] = await inUser(ctx, (tx) =>
    tx.select({ phone: users.phone }).from(users).where(eq(users.id, ctx.principal.userId)),
  );
  if (!me || (me.phone ?? '') !== userPhone) throw forbidden('company.phoneMismatch');
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
    return row ? (await describe(tx, [row.company], ctx.principal.userId))[0] : undefined;
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

export async function founderOf(ctx: CompanyContext, companyId: number) {
  if (companyId !== ctx.principal.companyId) throw notFound();
  return inCompany(ctx, async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (!company?.founderId) throw notFound();
    const [founder] = await tx.select().from(users).where(eq(users.id, company.founderId));
    if (!founder) throw notFound();
    return toUserDto(founder);
  });
}

export async function currentCompany(
  ctx: CompanyContext,
): Promise<
  MemberCompany & { contactName: string | null; contactPhone: string | null; categoryId: number | null }
> {
  return inCompany(ctx, async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, ctx.principal.companyId));
    if (!row) throw notFound();
    const [dto] = await describe(tx, [row], ctx.principal.userId);
    return {
      ...dto!,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      categoryId: row.categoryId,
    };
  });
}
