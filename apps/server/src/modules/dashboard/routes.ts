import { dashboardContract as contract, DASHBOARD_SUMMARY_URL, PRODUCT_STATS_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company, companyOnboarding } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { productStats, summary } from './service.ts';

export function dashboardRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(DASHBOARD_SUMMARY_URL, {
    config: { access: companyOnboarding() },
    schema: { tags: ['dashboard'], response: { 200: contract.summary } },
    handler: (req) => summary(companyCtx(req)),
  });

  r.get(PRODUCT_STATS_URL, {
    config: { access: company('product:list') },
    schema: {
      tags: ['goods'],
      querystring: contract.productStatsQuery,
      response: { 200: contract.productStats },
    },
    handler: (req) => {
      const end = req.query.endTime ?? new Date();
      const start = req.query.startTime ?? new Date(end.getTime() - 6 * 86_400_000);
      return productStats(companyCtx(req), { start, end, timeZone: req.query.timeZone });
    },
  });
}
