import { goodsStockContract as contract, idParam, PRODUCTS_URL, STOCK_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { companyCtx } from '../../../plugins/auth.ts';
import { adjustStock, ledgerPage } from './service.ts';

export function stockRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.post(STOCK_URL, {
    config: { access: company('product:stock') },
    schema: { tags: ['goods'], body: contract.adjust, response: { 200: contract.adjusted } },
    handler: (req) => adjustStock(companyCtx(req), req.body.skuId, req.body.change, req.body.reason),
  });

  r.get(`${PRODUCTS_URL}/:id/stockLedger`, {
    config: { access: company('product:list') },
    schema: {
      tags: ['goods'],
      params: idParam,
      querystring: contract.ledgerQuery,
      response: { 200: contract.ledger },
    },
    handler: (req) => ledgerPage(companyCtx(req), req.params.id, req.query),
  });
}
