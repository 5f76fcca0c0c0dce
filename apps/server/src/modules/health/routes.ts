import { healthContract as contract } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { loggableError } from '../../lib/db-errors.ts';
import { sendError } from '../../plugins/errors.ts';
import { pingDatabase } from './service.ts';

export function healthRoutes(app: FastifyInstance, deps: Deps) {
  typed(app).get('/livez', {
    config: { access: publicAccess },
    schema: { tags: ['health'], response: { 200: contract.live } },
    handler: async () => ({ status: 'ok' as const }),
  });

  typed(app).get('/healthz', {
    config: { access: publicAccess },
    schema: { tags: ['health'], response: { 200: contract.health } },
    handler: async (req, reply) => {
      try {
        await pingDatabase(req.ctx);
      } catch (err) {
        req.log.error({ err: loggableError(err) }, 'health check failed');
        return sendError(reply, req, 503, 'error.internal');
      }
      return { status: 'ok' as const, database: deps.db.kind, uptime: Math.round(process.uptime()) };
    },
  });
}
