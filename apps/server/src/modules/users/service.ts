import type { PageQuery, profileInput, staffInput, staffSaved } from '@hh/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany, inUser } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyRowCount, contains, orderBy, paged } from '../../db/list.ts';
import { rowCounts } from '../../db/row-counts-schema.ts';
import type { Lang } from '../../i18n/messages.ts';
import type { CompanyContext, UserContext } from '../../lib/context.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { assertPlanRoom, companyMembers } from '../companies/index.ts';
import { memberRoles, roleNameSql, roles } from '../roles/index.ts';
import { useSmsCode } from '../verification/index.ts';
import { toUserDto, type UserDto } from './dto.ts';
import { assertNotOwnRoles, assertRolesGrantable } from './grants.ts';
import { type Invited, invite } from './invitations.ts';
import { assertNotPlatform, assertOnlyHere, lockPerson } from './person-guard.ts';
import { userStores, users } from './schema.ts';
import { setStaffStores, staffStoreIds } from './stores.ts';

export interface StaffFilter {
  blurry?: string;
  enabled?: boolean;
  createTime?: [Date, Date];
}

export type StaffQuery = PageQuery & StaffFilter;

export type StaffInput = z.output<typeof staffInput>;

/** What the staff list is read from. */
export const STAFF_TABLES = [
  'company_members',
  'users',
  'member_roles',
  'roles',
  'row_counts',
  'user_stores',
];

const sortable = {
  id: companyMembers.userId,
  username: users.username,
  createTime: companyMembers.createdAt,
};

function staffWhere(query: StaffFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.blurry) {
    const p = contains(query.blurry);
    filters.push(
      or(ilike(users.username, p), ilike(users.nickName, p), ilike(users.phone, p), ilike(users.email, p)),
    );
  }
  if (query.enabled !== undefined) filters.push(eq(companyMembers.enabled, query.enabled));
  if (query.createTime) {
    filters.push(
      gte(companyMembers.createdAt, query.createTime[0]),
      lte(companyMembers.createdAt, query.createTime[1]),
    );
  }
  return and(...filters);
}

interface StaffRole {
  id: number;
  name: string;
  level: number;
}

/** The member's roles in the transaction's company (row-level security keeps other companies out). */
const rolesColumn = (lang: Lang) => sql<
  StaffRole[]
>`coalesce((select json_agg(json_build_object('id', r.id, 'name', ${roleNameSql(lang, sql.raw('r.name'), sql.raw('r.name_en'))}, 'level', r.level) order by r.level, r.id)
  from ${memberRoles} mr join ${roles} r on r.id = mr.role_id where mr.user_id = ${users.id}), '[]'::json)`;

/** The stores the member works at in the transaction's company. */
const storesColumn = sql<number[]>`coalesce((select json_agg(us.store_id order by us.store_id)
  from ${userStores} us where us.user_id = ${users.id}), '[]'::json)`;

/** All members of the transaction's company: the sum of the trigger-kept counter's shards. */
const memberTotal = sql<number>`(select coalesce(sum(${rowCounts.n}), 0) from ${rowCounts} where ${rowCounts.tableName} = 'company_members')`;

function staffSelect(tx: Tx, lang: Lang, withTotal: boolean) {
  return tx
    .select({
      user: users,
      enabled: companyMembers.enabled,
      createTime: companyMembers.createdAt,
      roles: rolesColumn(lang),
      storeIds: storesColumn,
      ...(withTotal ? { total: memberTotal } : {}),
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId));
}

type StaffSelectRow = Awaited<ReturnType<ReturnType<typeof staffSelect>['execute']>>[number];

function toStaffRow(r: StaffSelectRow) {
  return {
    ...toUserDto(r.user),
    enabled: r.enabled,
    createTime: r.createTime,
    roles: r.roles,
    storeIds: r.storeIds.map(Number),
  };
}

interface StaffPage {
  where: SQL | undefined;
  order: SQL[];
  /** Whether the filter or the order reads people's columns (otherwise memberships alone decide). */
  byPerson: boolean;
  /** The reader's language, for the role names. */
  lang: Lang;
}

/**
 * The page's members first, then their rows: the roles and the person are read for the page
 * only, not for every row an OFFSET skips.
 */
function pageIds(tx: Tx, page: StaffPage, limit: number, offset: number) {
  const ids = tx.select({ id: companyMembers.userId }).from(companyMembers).$dynamic();
  const joined = page.byPerson ? ids.innerJoin(users, eq(users.id, companyMembers.userId)) : ids;
  return joined
    .where(page.where)
    .orderBy(...page.order)
    .limit(limit)
    .offset(offset);
}

async function staffRows(tx: Tx, page: StaffPage, limit: number, offset: number, withTotal = false) {
  return staffSelect(tx, page.lang, withTotal)
    .where(inArray(companyMembers.userId, pageIds(tx, page, limit, offset)))
    .orderBy(...page.order);
}

export type StaffRow = ReturnType<typeof toStaffRow>;

export async function listStaff(ctx: CompanyContext, query: StaffQuery) {
  const page: StaffPage = {
    where: staffWhere(query),
    order: orderBy(query.sort, sortable),
    byPerson: Boolean(query.blurry) || query.sort.some((item) => item.startsWith('username')),
    lang: ctx.lang,
  };
  const offset = query.page * query.size;
  return inCompany(ctx, async (tx) => {
    if (!page.where) {
      // Unfiltered, the total rides along with the rows: one round trip for the whole page.
      const rows = await staffRows(tx, page, query.size, offset, true);
      const totalElements = rows[0]?.total ?? (await companyRowCount(tx, companyMembers));
      return { content: rows.map(toStaffRow), totalElements: Number(totalElements) };
    }
    return paged(
      query,
      async (limit, off) => (await staffRows(tx, page, limit, off)).map(toStaffRow),
      async () => {
        const [row] = await tx
          .select({ n: count() })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(page.where);
        return row?.n ?? 0;
      },
    );
  });
}

/** The next export batch: newest first, after the last row already sent. */
export async function staffBatch(
  ctx: CompanyContext,
  query: StaffFilter,
  after: StaffRow | undefined,
  size: number,
) {
  const page: StaffPage = {
    where: and(staffWhere(query), after ? lt(companyMembers.userId, after.id) : undefined),
    order: [desc(companyMembers.userId)],
    byPerson: Boolean(query.blurry),
    lang: ctx.lang,
  };
  return inCompany(ctx, async (tx) => (await staffRows(tx, page, size, 0)).map(toStaffRow));
}

/** A staff member may be managed only by someone of the same or a higher level. */
async function assertManageable(tx: Tx, ctx: CompanyContext, userId: number) {
  const [member] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, userId));
  if (!member) throw notFound();
  const own = await tx
    .select({ level: roles.level })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(eq(memberRoles.userId, userId));
  const level = Math.min(...own.map((r) => r.level));
  if (level < ctx.principal.level) throw forbidden('user.levelTooHigh');
  return member;
}

async function setRoles(tx: Tx, userId: number, roleIds: number[]) {
  await tx.delete(memberRoles).where(eq(memberRoles.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length) await tx.insert(memberRoles).values(unique.map((roleId) => ({ userId, roleId })));
}

async function assertPersonFree(tx: Tx, input: { username: string; phone: string }, exceptId?: number) {
  const hits = await tx
    .select({ id: users.id, username: users.username, phone: users.phone })
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.phone, input.phone)));
  for (const h of hits) {
    if (h.id === exceptId) continue;
    if (h.phone === input.phone) throw conflict('auth.phoneTaken');
    throw conflict('auth.usernameTaken');
  }
}

/**
 * Adds a staff member. A phone nobody uses yet creates a new person with the given password; a
 * phone that already has an account gets an invitation its owner accepts or declines (nothing
 * about them is told back).
 */
export async function createStaff(
  ctx: CompanyContext,
  input: StaffInput & { password: string },
): Promise<StaffSaved | Invited> {
  const passwordHash = await hashPassword(input.password);
  return inCompany(ctx, async (tx) => {
    await assertRolesGrantable(tx, ctx, input.roles);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (existing) return invite(tx, ctx, existing.id, input);
    await assertPlanRoom(tx, ctx.principal.companyId, 'staff', companyMembers);
    await assertPersonFree(tx, input);
    const [person] = await tx
      .insert(users)
      .values({
        username: input.username,
        nickName: input.nickName,
        phone: input.phone,
        email: input.email,
        passwordHash,
      })
      .returning();
    await tx.insert(companyMembers).values({ userId: person!.id, enabled: input.enabled });
    await setRoles(tx, person!.id, input.roles);
    const after = { ...toUserDto(person!), enabled: input.enabled, roles: input.roles, storeIds: [] };
    await audit(tx, ctx, { entity: 'user', entityId: person!.id, action: 'create', after });
    return after;
  });
}

export type StaffSaved = z.output<typeof staffSaved>;

/** `storeIds` left out keeps the member's stores. */
export async function updateStaff(
  ctx: CompanyContext,
  id: number,
  input: StaffInput & { storeIds?: number[] },
) {
  return inCompany(ctx, async (tx) => {
    const member = await assertManageable(tx, ctx, id);
    const elsewhere = await lockPerson(tx, id);
    assertNotPlatform(elsewhere);
    await assertNotOwnRoles(tx, ctx, id, input.roles);
    await assertRolesGrantable(tx, ctx, input.roles);
    const [before] = await tx.select().from(users).where(eq(users.id, id));
    let person = before;
    const personChanged =
      before!.username !== input.username ||
      before!.nickName !== input.nickName ||
      before!.phone !== input.phone ||
      before!.email !== input.email;
    if (personChanged) {
      assertOnlyHere(elsewhere, 'user.sharedPerson');
      await assertPersonFree(tx, input, id);
      [person] = await tx
        .update(users)
        .set({
          username: input.username,
          nickName: input.nickName,
          phone: input.phone,
          email: input.email,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
    }
    if (id === ctx.principal.userId && !input.enabled) throw badRequest('user.cannotRemoveSelf');
    await tx.update(companyMembers).set({ enabled: input.enabled }).where(eq(companyMembers.id, member.id));
    await setRoles(tx, id, input.roles);
    const storesBefore = await staffStoreIds(tx, ctx.principal.companyId, id);
    const storeIds = input.storeIds ? await setStaffStores(tx, id, input.storeIds) : storesBefore;
    const after = { ...toUserDto(person!), enabled: input.enabled, roles: input.roles, storeIds };
    await audit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'update',
      before: { ...toUserDto(before!), storeIds: storesBefore },
      after,
    });
    return after;
  });
}

/** Removes people from the company; the persons themselves stay (they may belong elsewhere). */
export async function removeStaff(ctx: CompanyContext, ids: number[]) {
  if (ids.includes(ctx.principal.userId)) throw badRequest('user.cannotRemoveSelf');
  await inCompany(ctx, async (tx) => {
    for (const id of new Set(ids)) await assertManageable(tx, ctx, id);
    await tx.delete(memberRoles).where(inArray(memberRoles.userId, ids));
    await tx.delete(userStores).where(inArray(userStores.userId, ids));
    await tx.delete(companyMembers).where(inArray(companyMembers.userId, ids));
    for (const id of new Set(ids)) await audit(tx, ctx, { entity: 'user', entityId: id, action: 'delete' });
  });
}

export async function resetPasswords(ctx: CompanyContext, ids: number[], password: string) {
  const passwordHash = await hashPassword(password);
  await inCompany(ctx, async (tx) => {
    // Locked in id order, so two resets naming the same people cannot wait on each other.
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      await assertManageable(tx, ctx, id);
      assertOnlyHere(await lockPerson(tx, id), 'user.sharedPassword');
    }
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(inArray(users.id, ids));
    for (const id of new Set(ids)) {
      await audit(tx, ctx, { entity: 'user', entityId: id, action: 'resetPassword', after: { password } });
    }
  });
}

/** A new phone must be free and differ from the caller's own before a code is sent to it. */
export async function assertPhoneChangeable(ctx: UserContext, phone: string): Promise<void> {
  const hits = await inUser(ctx, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)),
  );
  if (hits.some((h) => h.id === ctx.principal.userId)) throw fieldError('phone', 'user.phoneSame');
  if (hits.length) throw conflict('auth.phoneTaken');
}

/**
 * Edits the caller's own profile. The phone signs them in and resets their password, so a new one
 * is taken only with the code sent to it (proof that the caller holds it).
 */
export async function updateProfile(
  ctx: UserContext,
  input: z.output<typeof profileInput>,
): Promise<UserDto> {
  const { code, ...profile } = input;
  const id = ctx.principal.userId;
  const current = await inUser(ctx, async (tx) => {
    const [clash] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, profile.phone));
    if (clash && clash.id !== id) throw conflict('auth.phoneTaken');
    const [row] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, id));
    return row;
  });
  if (current?.phone !== profile.phone) {
    if (!code) throw fieldError('code', 'user.phoneCodeRequired');
    await useSmsCode(ctx, profile.phone, 'changePhone', code);
  }
  return inUser(ctx, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    // Changed by another request since it was read: the code check above decided on stale data.
    if (before!.phone !== current?.phone) throw conflict('error.conflict');
    const [row] = await tx
      .update(users)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await audit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'updateProfile',
      before: toUserDto(before!),
      after: toUserDto(row!),
    });
    return toUserDto(row!);
  });
}

export async function changePassword(ctx: UserContext, oldPass: string, newPass: string): Promise<void> {
  const id = ctx.principal.userId;
  const [row] = await inUser(ctx, (tx) => tx.select().from(users).where(eq(users.id, id)));
  if (!row || !(await verifyPassword(row.passwordHash, oldPass))) throw badRequest('auth.oldPasswordWrong');
  if (oldPass === newPass) throw badRequest('auth.samePassword');
  const passwordHash = await hashPassword(newPass);
  await inUser(ctx, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, id));
    await audit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'changePassword',
      after: { password: newPass },
    });
  });
}

export async function setAvatar(ctx: UserContext, avatar: string): Promise<void> {
  await inUser(ctx, async (tx) => {
    const [before] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, ctx.principal.userId));
    await tx.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, ctx.principal.userId));
    await audit(tx, ctx, {
      entity: 'user',
      entityId: ctx.principal.userId,
      action: 'updateAvatar',
      before,
      after: { avatar },
    });
  });
}
