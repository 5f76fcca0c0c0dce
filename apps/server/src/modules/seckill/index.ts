import type { FastifyInstance } from 'fastify';
import { onCompanySetUp } from '../onboarding/index.ts';
import { seckillRoutes } from './routes.ts';
import { seedSlots } from './slots.ts';
import { storefrontSeckillRoutes } from './storefront-routes.ts';

export { seckillResolver } from './buy.ts';
export { seckillCards } from './cards.ts';
export { seckillActivities, seckillSkus, seckillSlots } from './schema.ts';
export { seedSlots } from './slots.ts';

/** Seckill: a new shop's default slots, staff's slots and activities, and the shopper's reads. */
export function seckillModule(app: FastifyInstance) {
  onCompanySetUp(seedSlots);
  seckillRoutes(app);
  storefrontSeckillRoutes(app);
}
