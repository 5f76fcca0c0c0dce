import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inSystem } from '../../db/access.ts';
import { publicAccess } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { loggableError } from '../../lib/db-errors.ts';
import { sendError } from '../../plugins/errors.ts';

export function healthRoutes(app: FastifyInstance, deps: Deps) {
  typed(app).get('/livez', {
    config: { access: publicAccess },
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  typed(app).get('/healthz', {
    config: { access: publicAccess },
    schema: {
      tags: ['health'],
      response: {
        200: z.object({
          status: z.literal('ok'),
          database: z.enum(['pglite', 'postgres']),
          uptime: z.number(),
        }),
      },
    },
    handler: async (req, reply) => {
      try {
        await inSystem(deps, (tx) => tx.execute(sql`select 1`));
      } catch (err) {
        req.log.error({ err: loggableError(err) }, 'health check failed');
        return sendError(reply, req, 503, 'error.internal');
      }
      return { status: 'ok' as const, database: deps.db.kind, uptime: Math.round(process.uptime()) };
    },
  });
}
