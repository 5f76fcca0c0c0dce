import {
  dashboardContract as contract,
  DASHBOARD_SUMMARY_URL,
  DEMO_ORDERS_URL,
  PRODUCT_STATS_URL,
  SALES_STATS_URL,
  STOCK_VALUE_URL,
  statsRangeOf,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company, companyOnboarding } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { demoOrderProgress } from './demo-orders.ts';
import { salesStats } from './sales.ts';
import { productStats, stockValue, summary } from './service.ts';

export function dashboardRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(DASHBOARD_SUMMARY_URL, {
    config: { access: companyOnboarding() },
    schema: { tags: ['dashboard'], response: { 200: contract.summary } },
    handler: (req) => summary(companyCtx(req)),
  });

  r.get(DEMO_ORDERS_URL, {
    config: { access: company() },
    schema: { tags: ['dashboard'], response: { 200: contract.demoOrders } },
    handler: (req) => demoOrderProgress(companyCtx(req)),
  });

  r.get(PRODUCT_STATS_URL, {
    config: { access: company('dashboard:products') },
    schema: {
      tags: ['dashboard'],
      querystring: contract.productStatsQuery,
      response: { 200: contract.productStats },
    },
    handler: (req) =>
      productStats(companyCtx(req), { ...statsRangeOf(req.query), timeZone: req.query.timeZone }),
  });

  r.get(STOCK_VALUE_URL, {
    config: { access: company('dashboard:stockValue') },
    schema: { tags: ['dashboard'], response: { 200: contract.stockValue } },
    handler: (req) => stockValue(companyCtx(req)),
  });

  r.get(SALES_STATS_URL, {
    config: { access: company('dashboard:sales') },
    schema: {
      tags: ['dashboard'],
      querystring: contract.salesStatsQuery,
      response: { 200: contract.salesStats },
    },
    handler: (req) =>
      salesStats(companyCtx(req), { ...statsRangeOf(req.query), timeZone: req.query.timeZone }),
  });
}
