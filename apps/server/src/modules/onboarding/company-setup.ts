import { randomBytes } from 'node:crypto';
import type { companyInput } from '@hh/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { companies } from '../companies/index.ts';
import { seedCompanyDicts } from '../dictionaries/index.ts';
import { seedExpressCompanies } from '../express/index.ts';
import { menus } from '../menus/index.ts';
import { COMPANY_ROLES, insertRoles } from '../roles/index.ts';
import { addMember } from '../users/index.ts';

export type NewCompany = z.output<typeof companyInput>;

/** A set-up step of a module above this one (its defaults for a new shop), run in the shop's transaction. */
type SetUpStep = (tx: Tx, companyId: number) => Promise<void>;
const setUpSteps = new Set<SetUpStep>();

/** Registers a module's own defaults for every new shop (seckill's slots); called once at start. */
export function onCompanySetUp(step: SetUpStep) {
  setUpSteps.add(step);
}

/**
 * A new tenant: the company (waiting for payment), its three standard roles, the founder as its
 * owner, its default dictionaries and couriers, and the registered modules' own defaults. The transaction continues as that company.
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
  await seedExpressCompanies(tx, id);
  for (const step of setUpSteps) await step(tx, id);
  return company!;
}
