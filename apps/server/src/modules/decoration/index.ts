import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { registerCustomPages } from '../navigation/index.ts';
import { FrontPages } from './front.ts';
import { decorationFrontRoutes } from './front-routes.ts';
import { customPages } from './links.ts';
import { decorationRoutes } from './routes.ts';

/** Page decoration: the staff's pages and versions, and the storefront's published pages. */
export function decorationModule(app: FastifyInstance, feed: ChangeFeed) {
  registerCustomPages(customPages);
  decorationRoutes(app);
  decorationFrontRoutes(app, new FrontPages(feed));
}
