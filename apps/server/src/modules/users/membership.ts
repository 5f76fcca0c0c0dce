import type { Tx } from '../../db/client.ts';
import { companyMembers } from '../companies/index.ts';
import { memberRoles } from '../roles/index.ts';

/** Makes a person a staff member of the company with these roles (a new shop's founder, the seed's accounts). */
export async function addMember(tx: Tx, companyId: number, userId: number, roleIds: number[]) {
  await tx.insert(companyMembers).values({ companyId, userId });
  if (roleIds.length)
    await tx.insert(memberRoles).values(roleIds.map((roleId) => ({ companyId, userId, roleId })));
}
