import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { inCompany, inSystem } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { t } from '../../i18n/messages.ts';
import type { CompanyContext, UserContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertPlanRoom, companies, companyMembers } from '../companies/index.ts';
import { memberRoles, roleNameSql, roles } from '../roles/index.ts';
import { lockPerson } from './person-guard.ts';
import { staffInvitations, users } from './schema.ts';

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface Invited {
  invited: true;
  message: string;
}

const open = () => and(eq(staffInvitations.status, 'pending'), gt(staffInvitations.expiresAt, sql`now()`));

/** The names of an invitation's roles that still exist in its company. */
const roleNames = (lang: Lang) => sql<
  string[]
>`coalesce((select json_agg(${roleNameSql(lang, sql.raw('r.name'), sql.raw('r.name_en'))} order by r.level, r.id) from ${roles} r
  where r.id = any(${staffInvitations.roleIds}) and r.company_id = ${staffInvitations.companyId}), '[]'::json)`;

/**
 * Invites an existing person into the transaction's company; the roles were checked against the
 * inviter already. Platform operators are refused without saying why: the answer must not tell
 * the company who owns the phone.
 */
export async function invite(
  tx: Tx,
  ctx: CompanyContext,
  userId: number,
  input: { phone: string; enabled: boolean; roles: number[] },
): Promise<Invited> {
  const elsewhere = await lockPerson(tx, userId);
  if (elsewhere.platform) throw conflict('invitation.refused');
  const [member] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, userId));
  if (member) throw conflict('user.alreadyMember');
  await assertPlanRoom(tx, ctx.principal.companyId, 'staff', companyMembers);
  const [pending] = await tx
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.userId, userId), eq(staffInvitations.status, 'pending')));
  if (pending && pending.expiresAt.getTime() > Date.now()) throw conflict('invitation.pending');
  if (pending) {
    await tx
      .update(staffInvitations)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(staffInvitations.id, pending.id));
  }
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      userId,
      phone: input.phone,
      roleIds: [...new Set(input.roles)],
      enabled: input.enabled,
      invitedBy: ctx.principal.userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .returning();
  await audit(tx, ctx, {
    entity: 'invitation',
    entityId: row!.id,
    action: 'create',
    after: { phone: row!.phone, roles: row!.roleIds, enabled: row!.enabled },
  });
  return { invited: true, message: t(ctx.lang, 'invitation.sent') };
}

/** The company's invitations still waiting for an answer. */
export async function listCompanyInvitations(ctx: CompanyContext) {
  return inCompany(ctx, (tx) =>
    tx
      .select({
        id: staffInvitations.id,
        phone: staffInvitations.phone,
        roles: roleNames(ctx.lang),
        enabled: staffInvitations.enabled,
        invitedBy: users.nickName,
        createTime: staffInvitations.createdAt,
        expireTime: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .innerJoin(users, eq(users.id, staffInvitations.invitedBy))
      .where(open())
      .orderBy(desc(staffInvitations.id)),
  );
}

export async function cancelInvitation(ctx: CompanyContext, id: number): Promise<void> {
  await inCompany(ctx, async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(staffInvitations.id, id), open()))
      .returning();
    if (!row) throw notFound();
    await audit(tx, ctx, { entity: 'invitation', entityId: id, action: 'cancel' });
  });
}

/** The caller's own open invitations, from every company. */
export async function listMyInvitations(ctx: UserContext) {
  return inSystem(ctx, (tx) =>
    tx
      .select({
        id: staffInvitations.id,
        companyName: companies.name,
        roles: roleNames(ctx.lang),
        invitedBy: users.nickName,
        createTime: staffInvitations.createdAt,
        expireTime: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .innerJoin(companies, eq(companies.id, staffInvitations.companyId))
      .innerJoin(users, eq(users.id, staffInvitations.invitedBy))
      .where(and(eq(staffInvitations.userId, ctx.principal.userId), open()))
      .orderBy(desc(staffInvitations.id)),
  );
}

/**
 * The caller's open invitation, locked; then the transaction acts for the inviting company, so
 * what follows is written (and audited) there.
 */
async function takeMine(tx: Tx, ctx: UserContext, id: number) {
  const [row] = await tx
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), eq(staffInvitations.userId, ctx.principal.userId)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending' || row.expiresAt.getTime() <= Date.now()) throw conflict('invitation.closed');
  await tx.execute(sql`select set_config('app.company_id', ${String(row.companyId)}, true)`);
  return row;
}

/**
 * Joins the inviting company with the invitation's roles. The roles were checked against the
 * inviter when inviting; one deleted since is left out.
 */
export async function acceptInvitation(ctx: UserContext, id: number): Promise<{ companyId: number }> {
  return inSystem(ctx, async (tx) => {
    const row = await takeMine(tx, ctx, id);
    const elsewhere = await lockPerson(tx, row.userId);
    if (elsewhere.platform) throw conflict('invitation.refused');
    await assertPlanRoom(tx, row.companyId, 'staff', companyMembers);
    const [joined] = await tx
      .insert(companyMembers)
      .values({ companyId: row.companyId, userId: row.userId, enabled: row.enabled })
      .onConflictDoNothing()
      .returning();
    if (joined && row.roleIds.length) {
      const kept = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.companyId, row.companyId), inArray(roles.id, row.roleIds)));
      if (kept.length) {
        await tx
          .insert(memberRoles)
          .values(kept.map((r) => ({ companyId: row.companyId, userId: row.userId, roleId: r.id })));
      }
    }
    await tx
      .update(staffInvitations)
      .set({ status: 'accepted', updatedAt: new Date() })
      .where(eq(staffInvitations.id, id));
    await audit(tx, ctx, { entity: 'invitation', entityId: id, action: 'accept' });
    return { companyId: row.companyId };
  });
}

export async function declineInvitation(ctx: UserContext, id: number): Promise<void> {
  await inSystem(ctx, async (tx) => {
    await takeMine(tx, ctx, id);
    await tx
      .update(staffInvitations)
      .set({ status: 'declined', updatedAt: new Date() })
      .where(eq(staffInvitations.id, id));
    await audit(tx, ctx, { entity: 'invitation', entityId: id, action: 'decline' });
  });
}
