import { type BuiltMenu, MENU_TYPES, type MenuNode } from '@hh/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { inCompany, inPlatform } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { CompanyContext, UserContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { memberRoles, roleMenus, roles } from '../roles/index.ts';
import { menus } from './schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuInput = Omit<typeof menus.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every menu entry the caller holds in the current company (ancestors included). */
export async function menusOfCaller(tx: Tx, ctx: CompanyContext): Promise<MenuRow[]> {
  const all = await tx.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const visible = ctx.principal.isPlatform ? all : all.filter((m) => !m.platformOnly);
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

export async function allMenus(ctx: UserContext): Promise<MenuRow[]> {
  return inPlatform(ctx, (tx) => tx.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)));
}

async function assertParent(tx: Tx, id: number | null, pid: number) {
  if (pid === 0) return;
  const all = await tx.select({ id: menus.id, pid: menus.pid }).from(menus);
  const byId = new Map(all.map((m) => [m.id, m.pid]));
  if (!byId.has(pid)) throw badRequest('error.notFound');
  for (let cur: number | undefined = pid; cur && cur !== 0; cur = byId.get(cur)) {
    if (cur === id) throw badRequest('menu.selfParent');
  }
}

export async function createMenu(ctx: UserContext, input: MenuInput): Promise<MenuRow> {
  return inPlatform(ctx, async (tx) => {
    await assertParent(tx, null, input.pid ?? 0);
    const [row] = await tx.insert(menus).values(input).returning();
    await audit(tx, ctx, { entity: 'menu', entityId: row!.id, action: 'create', after: row });
    return row!;
  });
}

export async function updateMenu(ctx: UserContext, id: number, input: MenuInput): Promise<MenuRow> {
  return inPlatform(ctx, async (tx) => {
    const [before] = await tx.select().from(menus).where(eq(menus.id, id));
    if (!before) throw notFound();
    await assertParent(tx, id, input.pid ?? 0);
    const [row] = await tx
      .update(menus)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(menus.id, id))
      .returning();
    await audit(tx, ctx, { entity: 'menu', entityId: id, action: 'update', before, after: row });
    return row!;
  });
}

export async function deleteMenus(ctx: UserContext, ids: number[]): Promise<void> {
  await inPlatform(ctx, async (tx) => {
    const rows = await tx.select().from(menus).where(inArray(menus.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound();
    const orphans = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(inArray(menus.pid, ids), ne(menus.id, 0)));
    if (orphans.some((o) => !ids.includes(o.id))) throw badRequest('menu.hasChildren');
    await tx.delete(roleMenus).where(inArray(roleMenus.menuId, ids));
    await tx.delete(menus).where(inArray(menus.id, ids));
    for (const row of rows)
      await audit(tx, ctx, { entity: 'menu', entityId: row.id, action: 'delete', before: row });
  });
}
