import { regionsContract as contract, REGIONS_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { childRegions } from './service.ts';

export function regionRoutes(app: FastifyInstance) {
  typed(app).get(REGIONS_URL, {
    config: { access: publicAccess },
    schema: { tags: ['regions'], querystring: contract.listQuery, response: { 200: contract.list } },
    handler: async (req) => childRegions(req.query.pid),
  });
}
