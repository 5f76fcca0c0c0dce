import type { Permission } from '@hh/shared';
import type { Tx } from '../db/client.ts';
import { companyMembers } from '../modules/companies/schema.ts';
import type { menus } from '../modules/menus/schema.ts';
import { memberRoles, roleMenus, roles } from '../modules/roles/schema.ts';

export interface RoleSeed {
  name: string;
  level: number;
  description: string;
  isAdmin?: boolean;
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
