import type { Permission } from '@hh/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { companyMembers } from '../modules/companies/schema.ts';
import { menus } from '../modules/menus/schema.ts';
import { memberRoles, roleMenus, roles } from '../modules/roles/schema.ts';

export interface RoleSeed {
  name: string;
  level: number;
  description: string;
  isAdmin?: boolean;
  /** Marks a shop's stock role, so menu entries of later versions reach it (see grantNewEntries). */
  stockKey?: 'manager' | 'clerk';
  permissions?: Permission[];
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
        level: s.level,
        description: s.description,
        isAdmin: s.isAdmin ?? false,
        stockKey: s.stockKey ?? null,
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

export async function addMember(tx: Tx, companyId: number, userId: number, roleIds: number[]) {
  await tx.insert(companyMembers).values({ companyId, userId });
  if (roleIds.length)
    await tx.insert(memberRoles).values(roleIds.map((roleId) => ({ companyId, userId, roleId })));
}

/** The roles every company starts with: owner (everything), manager, clerk. */
export const COMPANY_ROLES: RoleSeed[] = [
  { name: '店主', level: 1, description: 'Owner: every permission', isAdmin: true },
  {
    name: '店长',
    level: 2,
    description: 'Manager',
    stockKey: 'manager',
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
    ],
  },
  {
    name: '店员',
    level: 3,
    description: 'Clerk',
    stockKey: 'clerk',
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
    ],
  },
];

/**
 * Menu entries this version added (synced at start) reach every shop's stock manager and clerk
 * roles that their seed lists them for, as if the shop had been created today. Custom roles and
 * the owner (who has everything) are left alone; an entry is granted once, when it first appears,
 * so a permission a shop later takes away stays away.
 */
export async function grantNewEntries(tx: Tx, added: (typeof menus.$inferSelect)[]): Promise<void> {
  for (const seed of COMPANY_ROLES) {
    if (!seed.stockKey) continue;
    const wanted = new Set<string>(seed.permissions);
    const menuIds = added.filter((m) => m.permission && wanted.has(m.permission)).map((m) => m.id);
    if (menuIds.length === 0) continue;
    const grants = tx
      .select({ companyId: roles.companyId, roleId: roles.id, menuId: menus.id })
      .from(roles)
      .innerJoin(menus, inArray(menus.id, menuIds))
      .where(and(eq(roles.stockKey, seed.stockKey), eq(roles.isAdmin, false)));
    await tx.insert(roleMenus).select(grants).onConflictDoNothing();
  }
}
