import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { childRegions } from './service.ts';

export const regionSchema = z.object({ id: z.number(), name: z.string(), pid: z.number() });

export function regionRoutes(app: FastifyInstance) {
  typed(app).get('/auth/cityList', {
    config: { access: publicAccess },
    schema: {
      tags: ['regions'],
      querystring: z.object({ pid: z.coerce.number().int().min(0).default(0) }),
      response: { 200: z.array(regionSchema) },
    },
    handler: async (req) => childRegions(req.query.pid),
  });
}
