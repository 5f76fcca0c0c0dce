import type { freightTemplateFilter, goodsFreightContract } from '@hh/shared';
import { eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { contains } from '../../../db/list.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { calculateFreight } from './calculate.ts';
import { freightTemplates } from './schema.ts';

/** The database side of the freight template list (see crudRoutes): one default template at most. */
export const freightTemplateRecords = {
  table: freightTemplates,
  where: (f: z.output<typeof freightTemplateFilter>) => [
    f.blurry ? ilike(freightTemplates.name, contains(f.blurry)) : undefined,
  ],
  sortable: { id: freightTemplates.id, sort: freightTemplates.sort },
  toValues: async <T extends { isDefault: boolean }>(input: T, tx: Tx) => {
    if (input.isDefault) await tx.update(freightTemplates).set({ isDefault: false });
    return input;
  },
};

/** The freight of an order line under one of the company's templates. */
export function quoteFreight(ctx: CompanyContext, q: z.output<typeof goodsFreightContract.calculate>) {
  return inCompany(ctx, async (tx) => {
    const [template] = await tx.select().from(freightTemplates).where(eq(freightTemplates.id, q.templateId));
    if (!template) throw notFound();
    return calculateFreight({
      chargeBy: template.chargeBy,
      rules: template.rules,
      freeRules: template.freeRules,
      regionId: q.regionId,
      units: template.chargeBy === 'piece' ? String(q.quantity) : (q.units ?? '0'),
      quantity: q.quantity,
      amount: q.amount,
    });
  });
}
