import { MENU_SCREENS, type Permission } from '@hh/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { menus } from '../menus/index.ts';
import { roleGrants, roleMenus, roles } from './schema.ts';

export interface RoleSeed {
  name: string;
  /** The English name of a stock role (roles a shop creates have none). */
  nameEn?: string;
  level: number;
  description: string;
  isAdmin?: boolean;
  /** The kind of a shop's stock role: permissions of later versions reach it (see grantRoleKinds). */
  kind?: RoleKind;
  permissions?: readonly Permission[];
}

export async function insertRoles(
  tx: Tx,
  companyId: number,
  allMenus: (typeof menus.$inferSelect)[],
  seeds: RoleSeed[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const s of seeds) {
    const [role] = await tx
      .insert(roles)
      .values({
        companyId,
        name: s.name,
        nameEn: s.nameEn ?? '',
        level: s.level,
        description: s.description,
        isAdmin: s.isAdmin ?? false,
        kind: s.kind ?? null,
      })
      .returning();
    ids.set(s.name, role!.id);
    const wanted = new Set<string>(s.permissions);
    const granted = allMenus.filter((m) => m.permission && wanted.has(m.permission));
    if (granted.length) {
      await tx.insert(roleMenus).values(granted.map((m) => ({ companyId, roleId: role!.id, menuId: m.id })));
    }
  }
  return ids;
}

/** The kinds of the roles every shop starts with. */
const ROLE_KINDS = ['owner', 'manager', 'clerk'] as const;
type RoleKind = (typeof ROLE_KINDS)[number];

/** Every permission a shop can hold: the menu table's but the platform's own screens. */
const SHOP_PERMISSIONS: readonly Permission[] = [
  ...new Set(
    MENU_SCREENS.filter((screen) => !('platformOnly' in screen)).flatMap((screen): Permission[] => [
      screen.permission,
      ...('buttons' in screen ? screen.buttons.map((b) => b.permission) : []),
    ]),
  ),
];

/** The roles every company starts with: owner (every shop permission), manager, clerk. */
export const COMPANY_ROLES: RoleSeed[] = [
  {
    name: '店主',
    nameEn: 'Owner',
    level: 1,
    description: 'Owner: every permission',
    isAdmin: true,
    kind: 'owner',
    permissions: SHOP_PERMISSIONS,
  },
  {
    name: '店长',
    nameEn: 'Manager',
    level: 2,
    description: 'Manager',
    kind: 'manager',
    permissions: [
      'user:list',
      'user:add',
      'user:edit',
      'user:del',
      'roles:list',
      'roles:add',
      'roles:edit',
      'roles:del',
      'log:list',
      'stores:list',
      'stores:add',
      'stores:edit',
      'stores:del',
      'dealer:list',
      'dealer:add',
      'dealer:edit',
      'dealer:del',
      'systemConfig:edit',
      'nav:list',
      'nav:edit',
      'decoration:list',
      'decoration:edit',
      'decoration:publish',
      'express:list',
      'express:add',
      'express:edit',
      'express:del',
      'member:list',
      'member:add',
      'member:edit',
      'member:money',
      'dict:list',
      'media:list',
      'media:upload',
      'media:edit',
      'media:del',
      'product:list',
      'product:add',
      'product:edit',
      'product:del',
      'product:stock',
      'goodsCategory:list',
      'goodsCategory:add',
      'goodsCategory:edit',
      'goodsCategory:del',
      'spec:list',
      'spec:add',
      'spec:edit',
      'spec:del',
      'freight:list',
      'freight:add',
      'freight:edit',
      'freight:del',
      'order:list',
      'order:detail',
      'order:add',
      'order:ship',
      'order:tracking',
      'order:price',
      'order:remark',
      'order:cancel',
      'order:verify',
      'order:export',
      'order:batchShip',
      'order:settings',
      'afterSale:list',
      'afterSale:detail',
      'afterSale:approve',
      'afterSale:reject',
      'afterSale:receive',
      'afterSale:refund',
      'afterSale:export',
      'afterSale:settings',
      'coupon:list',
      'coupon:add',
      'coupon:edit',
      'coupon:push',
      'bargain:list',
      'bargain:add',
      'bargain:edit',
      'bargain:delete',
      'groupbuy:list',
      'groupbuy:add',
      'groupbuy:edit',
      'groupbuy:delete',
      'promotion:list',
      'promotion:add',
      'promotion:edit',
      'promotion:delete',
      'seckill:list',
      'seckill:add',
      'seckill:edit',
      'seckill:delete',
      'dashboard:products',
      'dashboard:sales',
      'dashboard:refunds',
      'dashboard:stockValue',
    ],
  },
  {
    name: '店员',
    nameEn: 'Clerk',
    level: 3,
    description: 'Clerk',
    kind: 'clerk',
    permissions: [
      'user:list',
      'member:list',
      'stores:list',
      'dealer:list',
      'express:list',
      'product:list',
      'product:stock',
      'goodsCategory:list',
      'order:list',
      'order:detail',
      'order:ship',
      'order:verify',
      'dashboard:products',
    ],
  },
];

/**
 * Gives every shop's roles of a kind what that kind should have and was never given: a permission a
 * later release adds to the kind (recorded in `role_grants` once given), and the menu rows this start
 * added (`added`, synced from the menu table) that the kind lists, as if the shop had been created
 * today. Custom roles are left alone; a permission a shop took away after it was given stays away.
 */
export async function grantRoleKinds(tx: Tx, added: (typeof menus.$inferSelect)[]): Promise<void> {
  const given = await tx.select().from(roleGrants);
  for (const seed of COMPANY_ROLES) {
    const kind = seed.kind;
    if (!kind) continue;
    const done = new Set(given.filter((g) => g.kind === kind).map((g) => g.permission));
    const fresh = seed.permissions?.filter((p) => !done.has(p)) ?? [];
    const wanted = new Set<string>(seed.permissions);
    const addedIds = added.filter((m) => m.permission && wanted.has(m.permission)).map((m) => m.id);
    const freshIds = fresh.length
      ? (await tx.select({ id: menus.id }).from(menus).where(inArray(menus.permission, fresh))).map(
          (m) => m.id,
        )
      : [];
    const menuIds = [...new Set([...addedIds, ...freshIds])];
    if (menuIds.length) {
      const grants = tx
        .select({ companyId: roles.companyId, roleId: roles.id, menuId: menus.id })
        .from(roles)
        .innerJoin(menus, inArray(menus.id, menuIds))
        .where(eq(roles.kind, kind));
      await tx.insert(roleMenus).select(grants).onConflictDoNothing();
    }
    if (fresh.length)
      await tx
        .insert(roleGrants)
        .values(fresh.map((permission) => ({ kind, permission })))
        .onConflictDoNothing();
  }
}
