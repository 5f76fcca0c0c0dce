import {
  expressContract as contract,
  EXPRESS_ENABLED_URL,
  EXPRESS_SHOW_URL,
  EXPRESS_URL,
  idParam,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import * as service from './service.ts';
import { createTrackingProvider } from './tracking/factory.ts';
import { useTracker } from './tracking/service.ts';

const tags = ['express'];

/** The express companies screen's calls; also sets up this server's shipment tracking. */
export function expressRoutes(app: FastifyInstance, deps: Deps) {
  useTracker(deps.db, {
    provider: createTrackingProvider(deps.config),
    ttl: deps.config.EXPRESS_TRACKING_CACHE_SECONDS,
  });
  const r = typed(app);

  r.get(EXPRESS_URL, {
    config: { access: company('express:list') },
    schema: { tags, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => service.listExpress(companyCtx(req), req.query),
  });

  r.get(EXPRESS_ENABLED_URL, {
    config: { access: company('express:list', 'order:ship', 'order:tracking', 'order:batchShip') },
    schema: { tags, response: { 200: contract.enabled } },
    handler: (req) => service.enabledExpress(companyCtx(req)),
  });

  r.post(EXPRESS_URL, {
    config: { access: company('express:add') },
    schema: { tags, body: contract.create, response: { 200: contract.one } },
    handler: (req) => service.addExpress(companyCtx(req), req.body),
  });

  r.put(EXPRESS_URL, {
    config: { access: company('express:edit') },
    schema: { tags, body: contract.update, response: { 200: contract.one } },
    handler: (req) => service.editExpress(companyCtx(req), req.body),
  });

  r.put(EXPRESS_SHOW_URL, {
    config: { access: company('express:edit') },
    schema: { tags, body: contract.show, response: { 200: contract.one } },
    handler: (req) => service.showExpress(companyCtx(req), req.body),
  });

  r.delete(EXPRESS_URL, {
    config: { access: company('express:del') },
    schema: { tags, body: contract.remove, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeExpress(companyCtx(req), [...new Set(req.body)]);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${EXPRESS_URL}/:id`, {
    config: { access: company('express:del') },
    schema: { tags, params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeExpress(companyCtx(req), [req.params.id]);
      return reply.code(204).send(null);
    },
  });
}
