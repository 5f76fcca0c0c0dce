import { storefrontContract as contract, STOREFRONT_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { shopperCtx } from '../../../plugins/auth.ts';
import { TAGS } from '../tags.ts';
import { walletOf } from './service.ts';

/** The signed-in shopper's wallet ledger, newest first (the balance is on `/api/front/user`). */
export function walletRoutes(app: FastifyInstance) {
  const r = typed(app);
  r.get(`${STOREFRONT_URL}/wallet`, {
    config: { access: shopperAccess },
    schema: { tags: TAGS, querystring: contract.walletQuery, response: { 200: contract.wallet } },
    handler: (req) => walletOf(shopperCtx(req), req.query),
  });
}
