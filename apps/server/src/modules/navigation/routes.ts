import {
  navigationContract as contract,
  NAV_LINK_CATEGORIES_URL,
  NAV_LINK_PAGES_URL,
  NAV_LINK_PRODUCTS_URL,
  NAVIGATION_URL,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import * as links from './links.ts';
import * as service from './service.ts';

export function navigationRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(NAVIGATION_URL, {
    config: { access: company('nav:list', 'nav:edit') },
    schema: { tags: ['navigation'], querystring: contract.query, response: { 200: contract.state } },
    handler: (req) => service.loadNavigation(companyCtx(req), req.query.terminal),
  });

  r.put(NAVIGATION_URL, {
    config: { access: company('nav:edit') },
    schema: { tags: ['navigation'], body: contract.save, response: { 200: contract.state } },
    handler: (req) =>
      service.saveNavigation(companyCtx(req), req.body.terminal, req.body.items, req.body.colors),
  });

  r.get(NAV_LINK_PRODUCTS_URL, {
    config: { access: company('nav:edit') },
    schema: {
      tags: ['navigation'],
      querystring: contract.linkProductsQuery,
      response: { 200: contract.linkProducts },
    },
    handler: (req) => links.linkProducts(companyCtx(req), req.query),
  });

  r.get(NAV_LINK_CATEGORIES_URL, {
    config: { access: company('nav:edit') },
    schema: { tags: ['navigation'], response: { 200: contract.linkCategories } },
    handler: (req) => links.linkCategories(companyCtx(req)),
  });

  r.get(NAV_LINK_PAGES_URL, {
    config: { access: company('nav:edit') },
    schema: { tags: ['navigation'], querystring: contract.query, response: { 200: contract.linkPages } },
    handler: (req) => links.linkPages(companyCtx(req), req.query.terminal),
  });
}
