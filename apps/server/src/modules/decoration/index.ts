import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { bargainCards } from '../bargain/index.ts';
import { couponCards } from '../coupons/index.ts';
import { registerCustomPages } from '../navigation/index.ts';
import { seckillCards } from '../seckill/index.ts';
import { registerActivityCards } from './activity-cards.ts';
import { h5Head } from './h5-head.ts';
import { customPages } from './links.ts';
import { decorationRoutes } from './routes.ts';
import { StorefrontPages } from './storefront-pages.ts';
import { decorationStorefrontRoutes } from './storefront-routes.ts';

export { registerActivityCards } from './activity-cards.ts';

/** Page decoration: the staff's pages and versions, and the storefront's published pages. */
export function decorationModule(app: FastifyInstance, feed: ChangeFeed, config: Config) {
  registerCustomPages(customPages);
  registerActivityCards('coupons', couponCards);
  registerActivityCards('seckill', seckillCards);
  registerActivityCards('bargain', bargainCards);
  decorationRoutes(app, config);
  const pages = new StorefrontPages(feed);
  decorationStorefrontRoutes(app, pages);
  return { h5Head: h5Head(pages) };
}
