import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { addMember, insertRoles } from '../../seed/index.ts';
import { COMPANY_ROLES } from '../../seed/roles.ts';
import { companies } from '../companies/schema.ts';
import { seedCompanyDicts } from '../dictionaries/defaults.ts';
import { menus } from '../menus/index.ts';

export interface NewCompany {
  companyName: string;
  headPortrait: string | null;
  contactName: string;
  contactPhone: string;
  categoryId: number | null;
}

/**
 * A new tenant: the company (waiting for payment), its three standard roles, the founder as its
 * owner, and its default dictionaries. The transaction continues as that company.
 */
export async function setUpCompany(tx: Tx, founderId: number, input: NewCompany) {
  const [company] = await tx
    .insert(companies)
    .values({
      companyKey: `shop${randomBytes(5).toString('hex')}`,
      name: input.companyName,
      headPortrait: input.headPortrait,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      categoryId: input.categoryId,
      status: 'pending_payment',
      founderId,
    })
    .returning();
  const id = company!.id;
  await tx.execute(sql`select set_config('app.company_id', ${String(id)}, true)`);
  const allMenus = await tx.select().from(menus);
  const roles = await insertRoles(tx, id, allMenus, COMPANY_ROLES);
  await addMember(tx, id, founderId, [roles.get(COMPANY_ROLES[0]!.name)!]);
  await seedCompanyDicts(tx, id);
  return company!;
}
