import type { FastifyInstance } from 'fastify';
import { groupBuyRoutes } from './routes.ts';

/** Group buy (拼团): staff's activities, groups with their seats, statistics. */
export function groupBuyModule(app: FastifyInstance) {
  groupBuyRoutes(app);
}
