import {
  frontAfterSalesContract as contract,
  FRONT_AFTER_SALE_PICTURES_URL,
  FRONT_AFTER_SALE_QUOTE_URL,
  FRONT_AFTER_SALE_REASONS_URL,
  FRONT_AFTER_SALES_URL,
  frontAfterSaleActionUrl,
  frontRefundableUrl,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { readUpload, UPLOAD_KINDS } from '../../lib/uploads.ts';
import { shopperCtx } from '../../plugins/auth.ts';
import {
  applyFor,
  frontReasons,
  myAfterSale,
  myAfterSales,
  quoteFor,
  refundableOf,
  shipBackMine,
  withdrawMine,
} from './apply.ts';
import { checkPictureQuota, registerPictureCleanup, savePicture } from './pictures.ts';

const tags = ['storefront'];

/** The shopper's after-sales (`/api/front/…`): only on one's own orders. */
export function frontAfterSaleRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const config = { access: shopperAccess };
  registerPictureCleanup(deps.storage);

  r.get(frontRefundableUrl(':id'), {
    config,
    schema: { tags, params: contract.orderParams, response: { 200: contract.refundable } },
    handler: (req) => refundableOf(shopperCtx(req), req.params.id),
  });

  r.post(FRONT_AFTER_SALE_QUOTE_URL, {
    config,
    schema: { tags, body: contract.quote, response: { 200: contract.quoted } },
    handler: (req) => quoteFor(shopperCtx(req), req.body),
  });

  r.post(FRONT_AFTER_SALE_PICTURES_URL, {
    config,
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: contract.picture } },
    handler: async (req) => {
      const ctx = shopperCtx(req);
      await checkPictureQuota(ctx);
      const file = await readUpload(req, UPLOAD_KINDS.image, `c${ctx.shopper.companyId}/after-sales`);
      return savePicture(ctx, deps.storage, file);
    },
  });

  r.get(FRONT_AFTER_SALE_REASONS_URL, {
    config,
    schema: { tags, response: { 200: contract.reasons } },
    handler: (req) => frontReasons(shopperCtx(req)),
  });

  r.post(FRONT_AFTER_SALES_URL, {
    config,
    schema: { tags, body: contract.apply, response: { 200: contract.detail } },
    handler: (req) => applyFor(shopperCtx(req), req.body),
  });

  r.get(FRONT_AFTER_SALES_URL, {
    config,
    schema: { tags, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => myAfterSales(shopperCtx(req), req.query),
  });

  r.get(`${FRONT_AFTER_SALES_URL}/:id`, {
    config,
    schema: { tags, params: contract.idParams, response: { 200: contract.detail } },
    handler: (req) => myAfterSale(shopperCtx(req), req.params.id),
  });

  r.post(frontAfterSaleActionUrl(':id', 'withdraw'), {
    config,
    schema: { tags, params: contract.idParams, response: { 200: contract.detail } },
    handler: (req) => withdrawMine(shopperCtx(req), req.params.id),
  });

  r.post(frontAfterSaleActionUrl(':id', 'return'), {
    config,
    schema: { tags, params: contract.idParams, body: contract.return, response: { 200: contract.detail } },
    handler: (req) => shipBackMine(shopperCtx(req), req.params.id, req.body),
  });
}
