import { type BuiltMenu, MENU_TYPES, type MenuNode } from '@hh/shared';
import { asc, eq } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { menus } from '../menus/index.ts';
import { memberRoles, roleMenus, roles } from './schema.ts';

type MenuRow = typeof menus.$inferSelect;

/** Every menu entry the caller holds in the current company (ancestors included). */
export async function menusOfCaller(tx: Tx, ctx: CompanyContext): Promise<MenuRow[]> {
  const all = await tx.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const visible = all.filter((m) => (ctx.principal.isPlatform ? !m.shopOnly : !m.platformOnly));
  if (ctx.principal.permissions.includes('admin')) return visible;
  const granted = await tx
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(memberRoles, eq(memberRoles.roleId, roleMenus.roleId))
    .where(eq(memberRoles.userId, ctx.principal.userId));
  const byId = new Map(visible.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const { menuId } of granted) {
    let m = byId.get(menuId);
    while (m && !keep.has(m.id)) {
      keep.add(m.id);
      m = byId.get(m.pid);
    }
  }
  return visible.filter((m) => keep.has(m.id));
}

function build(rows: MenuRow[], pid: number): BuiltMenu[] {
  return rows
    .filter((m) => m.pid === pid && m.type !== MENU_TYPES.button)
    .map((m) => {
      const children = build(rows, m.id);
      const node: BuiltMenu = {
        name: m.name ?? `menu-${m.id}`,
        path: m.path ?? '',
        hidden: m.hidden,
        component: m.component ?? (pid === 0 ? 'Layout' : 'ParentView'),
        meta: {
          title: m.title,
          titleEn: m.titleEn,
          icon: m.icon,
          affix: m.affix,
          noCache: m.noCache,
          breadcrumb: m.breadcrumb,
        },
      };
      if (m.redirect) node.redirect = m.redirect;
      if (m.nav !== 1) node.nav = m.nav;
      if (children.length) {
        node.children = children;
        node.alwaysShow = true;
        node.redirect ??= 'noredirect';
      }
      return node;
    });
}

export async function buildMenus(ctx: CompanyContext): Promise<BuiltMenu[]> {
  const rows = await inCompany(ctx, (tx) => menusOfCaller(tx, ctx));
  return build(rows, 0);
}

function nodes(rows: MenuRow[], pid: number, checked: Set<number>): MenuNode[] {
  return rows
    .filter((m) => m.pid === pid)
    .map((m) => {
      const children = nodes(rows, m.id, checked);
      return {
        id: m.id,
        pid: m.pid,
        type: m.type,
        title: m.title,
        titleEn: m.titleEn,
        permission: m.permission,
        checked: checked.has(m.id),
        ...(children.length ? { children } : {}),
      };
    });
}

/** The menus the caller may grant, each marked when the role (of the caller's company) has it. */
export async function menuTreeForRole(ctx: CompanyContext, roleId: number | undefined): Promise<MenuNode[]> {
  return inCompany(ctx, async (tx) => {
    const rows = await menusOfCaller(tx, ctx);
    const checked = new Set<number>();
    if (roleId !== undefined) {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
      if (!role) throw notFound();
      const granted = await tx
        .select({ menuId: roleMenus.menuId })
        .from(roleMenus)
        .where(eq(roleMenus.roleId, roleId));
      for (const g of granted) checked.add(g.menuId);
    }
    return nodes(rows, 0, checked);
  });
}
