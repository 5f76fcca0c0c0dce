import { memberCompany } from '@hh/shared';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { companyOnboarding } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { currentCompany } from '../companies/index.ts';
import { dealers } from '../dealers/schema.ts';
import { stores } from '../stores/schema.ts';

async function summary(ctx: CompanyContext) {
  const shop = await currentCompany(ctx);
  const [storeCount, dealerCount] = await inCompany(ctx, async (tx) => {
    const [s] = await tx.select({ n: count() }).from(stores);
    const [d] = await tx.select({ n: count() }).from(dealers);
    return [s?.n ?? 0, d?.n ?? 0];
  });
  const { roles, ...companyInfo } = shop;
  return { company: companyInfo, storeCount, dealerCount, roles };
}

export function dashboardRoutes(app: FastifyInstance) {
  typed(app).get('/api/dashboard/summary', {
    config: { access: companyOnboarding() },
    schema: {
      tags: ['dashboard'],
      response: {
        200: z.object({
          company: memberCompany.omit({ roles: true }).extend({
            contactName: z.string().nullable(),
            contactPhone: z.string().nullable(),
            categoryId: z.number().nullable(),
          }),
          storeCount: z.number(),
          dealerCount: z.number(),
          roles: z.array(z.string()),
        }),
      },
    },
    handler: (req) => summary(companyCtx(req)),
  });
}
