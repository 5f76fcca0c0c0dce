import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { menus } from '../menus/index.ts';
import { memberRoles, roleMenus, roles } from '../roles/index.ts';

/**
 * A caller may grant a role only if it ranks no higher than their own level and carries nothing
 * they do not hold themselves: every permission of the role is one of theirs, and an admin role
 * only from an admin.
 */
export async function assertRolesGrantable(tx: Tx, ctx: CompanyContext, roleIds: number[]) {
  if (roleIds.length === 0) return;
  const rows = await tx.select().from(roles).where(inArray(roles.id, roleIds));
  if (rows.length !== new Set(roleIds).size) throw notFound();
  const top = Math.min(...rows.map((r) => r.level));
  if (top < ctx.principal.level) throw forbidden('role.levelTooHigh', { level: ctx.principal.level });
  const held = ctx.principal.permissions;
  if (held.includes('admin')) return;
  if (rows.some((r) => r.isAdmin)) throw forbidden('role.adminOnly');
  const carried = await tx
    .selectDistinct({ permission: menus.permission })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(inArray(roleMenus.roleId, roleIds), isNotNull(menus.permission)));
  if (carried.some((c) => !held.includes(c.permission!))) throw forbidden('role.permissionNotHeld');
}

/** Nobody changes their own roles: a grant always comes from someone else. */
export async function assertNotOwnRoles(tx: Tx, ctx: CompanyContext, userId: number, roleIds: number[]) {
  if (userId !== ctx.principal.userId) return;
  const own = await tx
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(eq(memberRoles.userId, userId));
  const current = new Set(own.map((r) => r.roleId));
  const wanted = new Set(roleIds);
  const same = current.size === wanted.size && [...wanted].every((id) => current.has(id));
  if (!same) throw forbidden('role.ownRoles');
}
