import type { PageQuery, roleInput } from '@hh/shared';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { contains, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { EXPORT_BATCH } from '../../plugins/xlsx.ts';
import { menusOfCaller } from './held-menus.ts';
import { memberRoles, roleMenus, roles } from './schema.ts';

export type RoleRow = typeof roles.$inferSelect;
type RoleInput = z.output<typeof roleInput>;

const sortable = { id: roles.id, level: roles.level, name: roles.name, createTime: roles.createdAt };

function assertLevel(ctx: CompanyContext, level: number) {
  if (level < ctx.principal.level) throw forbidden('role.levelTooHigh', { level: ctx.principal.level });
}

async function withMenus(tx: Tx, rows: RoleRow[]) {
  const ids = rows.map((r) => r.id);
  const links = ids.length ? await tx.select().from(roleMenus).where(inArray(roleMenus.roleId, ids)) : [];
  return rows.map((r) => ({ ...r, menus: links.filter((l) => l.roleId === r.id).map((l) => l.menuId) }));
}

const roleWhere = (blurry: string | undefined): SQL | undefined =>
  blurry
    ? or(
        ilike(roles.name, contains(blurry)),
        ilike(roles.nameEn, contains(blurry)),
        ilike(roles.description, contains(blurry)),
      )
    : undefined;

export async function roleBatch(ctx: CompanyContext, blurry: string | undefined, after: RoleRow | undefined) {
  const where = and(roleWhere(blurry), after ? lt(roles.id, after.id) : undefined);
  return inCompany(ctx, (tx) =>
    tx.select().from(roles).where(where).orderBy(desc(roles.id)).limit(EXPORT_BATCH),
  );
}

export async function listRoles(ctx: CompanyContext, query: PageQuery & { blurry?: string }) {
  const where = roleWhere(query.blurry);
  const order = orderBy(query.sort, sortable);
  return inCompany(ctx, (tx) =>
    paged(
      query,
      async (limit, offset) =>
        withMenus(
          tx,
          await tx
            .select()
            .from(roles)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        ),
      async () => (await tx.select({ n: count() }).from(roles).where(where))[0]?.n ?? 0,
    ),
  );
}

export async function allRoles(ctx: CompanyContext) {
  return inCompany(ctx, (tx) => tx.select().from(roles).orderBy(roles.level, roles.id));
}

export async function getRole(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const [row] = await tx.select().from(roles).where(eq(roles.id, id));
    if (!row) throw notFound();
    return (await withMenus(tx, [row]))[0]!;
  });
}

async function assertNameFree(tx: Tx, name: string, exceptId?: number) {
  const [hit] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (hit && hit.id !== exceptId) throw conflict('role.nameTaken');
}

function assertAdminGrant(ctx: CompanyContext, isAdmin: boolean) {
  if (isAdmin && !ctx.principal.permissions.includes('admin')) throw forbidden();
}

export async function createRole(ctx: CompanyContext, input: RoleInput) {
  assertLevel(ctx, input.level);
  assertAdminGrant(ctx, input.isAdmin);
  return inCompany(ctx, async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx.insert(roles).values(input).returning();
    await audit(tx, ctx, { entity: 'role', entityId: row!.id, action: 'create', after: row });
    return { ...row!, menus: [] as number[] };
  });
}

async function loadManageable(tx: Tx, ctx: CompanyContext, id: number) {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFound();
  assertLevel(ctx, row.level);
  return row;
}

export async function updateRole(ctx: CompanyContext, id: number, input: RoleInput) {
  assertLevel(ctx, input.level);
  assertAdminGrant(ctx, input.isAdmin);
  return inCompany(ctx, async (tx) => {
    const before = await loadManageable(tx, ctx, id);
    await assertNameFree(tx, input.name, id);
    // A renamed stock role keeps the shop's name in both languages.
    const renamed = input.name !== before.name ? { nameEn: '' } : {};
    const [row] = await tx
      .update(roles)
      .set({ ...input, ...renamed, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .returning();
    await audit(tx, ctx, { entity: 'role', entityId: id, action: 'update', before, after: row });
    return (await withMenus(tx, [row!]))[0]!;
  });
}

export async function setRoleMenus(ctx: CompanyContext, id: number, menuIds: number[]) {
  return inCompany(ctx, async (tx) => {
    await loadManageable(tx, ctx, id);
    const grantable = new Set((await menusOfCaller(tx, ctx)).map((m) => m.id));
    if (menuIds.some((m) => !grantable.has(m))) throw badRequest('role.menuNotGrantable');
    const before = (await tx.select().from(roleMenus).where(eq(roleMenus.roleId, id))).map((r) => r.menuId);
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, id));
    const unique = [...new Set(menuIds)];
    if (unique.length) await tx.insert(roleMenus).values(unique.map((menuId) => ({ roleId: id, menuId })));
    await audit(tx, ctx, { entity: 'role', entityId: id, action: 'grantMenus', before, after: unique });
  });
}

export async function deleteRoles(ctx: CompanyContext, ids: number[]) {
  await inCompany(ctx, async (tx) => {
    const rows = await tx.select().from(roles).where(inArray(roles.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound();
    for (const row of rows) assertLevel(ctx, row.level);
    const [members] = await tx
      .select({ n: count() })
      .from(memberRoles)
      .where(inArray(memberRoles.roleId, ids));
    if ((members?.n ?? 0) > 0) throw conflict('role.inUse');
    await tx.delete(roleMenus).where(inArray(roleMenus.roleId, ids));
    await tx.delete(roles).where(and(inArray(roles.id, ids)));
    for (const row of rows)
      await audit(tx, ctx, { entity: 'role', entityId: row.id, action: 'delete', before: row });
  });
}
