import type { FastifyInstance } from 'fastify';
import { promotionRoutes } from './routes.ts';

export { bestReduction, freeShippingRule } from './evaluate.ts';
export { promotionsAt, type RunningPromotions, reductionLine } from './lines.ts';

/** Full-reduction rules (满减 / 满折 / 满额包邮): staff's rules, the evaluator checkout calls, the cart's hint. */
export function promotionsModule(app: FastifyInstance) {
  promotionRoutes(app);
}
