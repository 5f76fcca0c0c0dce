import {
  storefrontAfterSalesContract as contract,
  STOREFRONT_AFTER_SALE_COURIERS_URL,
  STOREFRONT_AFTER_SALE_PICTURES_URL,
  STOREFRONT_AFTER_SALE_QUOTE_URL,
  STOREFRONT_AFTER_SALE_REASONS_URL,
  STOREFRONT_AFTER_SALES_URL,
  storefrontAfterSaleActionUrl,
  storefrontRefundableUrl,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { readUpload, UPLOAD_KINDS } from '../../lib/uploads.ts';
import { shopperCtx } from '../../plugins/auth.ts';
import { STOREFRONT_TAGS } from '../storefront/index.ts';
import {
  applyFor,
  quoteFor,
  refundableOf,
  returnCouriers,
  shipBackForShopper,
  shopperAfterSale,
  shopperAfterSales,
  shopperReasons,
  withdrawForShopper,
} from './apply.ts';
import { checkPictureQuota, savePicture } from './pictures.ts';

const tags = STOREFRONT_TAGS;

/** The shopper's after-sales (`/api/front/…`): only on one's own orders. */
export function storefrontAfterSaleRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const config = { access: shopperAccess };

  r.get(storefrontRefundableUrl(':id'), {
    config,
    schema: { tags, params: contract.orderParams, response: { 200: contract.refundable } },
    handler: (req) => refundableOf(shopperCtx(req), req.params.id),
  });

  r.post(STOREFRONT_AFTER_SALE_QUOTE_URL, {
    config,
    schema: { tags, body: contract.quote, response: { 200: contract.quoted } },
    handler: (req) => quoteFor(shopperCtx(req), req.body),
  });

  r.post(STOREFRONT_AFTER_SALE_PICTURES_URL, {
    config,
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: contract.picture } },
    handler: async (req) => {
      const ctx = shopperCtx(req);
      await checkPictureQuota(ctx);
      const file = await readUpload(req, UPLOAD_KINDS.image, `c${ctx.shopper.companyId}/after-sales`);
      return savePicture(ctx, deps.storage, file);
    },
  });

  r.get(STOREFRONT_AFTER_SALE_REASONS_URL, {
    config,
    schema: { tags, response: { 200: contract.reasons } },
    handler: (req) => shopperReasons(shopperCtx(req)),
  });

  r.get(STOREFRONT_AFTER_SALE_COURIERS_URL, {
    config,
    schema: { tags, response: { 200: contract.couriers } },
    handler: (req) => returnCouriers(shopperCtx(req)),
  });

  r.post(STOREFRONT_AFTER_SALES_URL, {
    config,
    schema: { tags, body: contract.apply, response: { 200: contract.detail } },
    handler: (req) => applyFor(shopperCtx(req), req.body),
  });

  r.get(STOREFRONT_AFTER_SALES_URL, {
    config,
    schema: { tags, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => shopperAfterSales(shopperCtx(req), req.query),
  });

  r.get(`${STOREFRONT_AFTER_SALES_URL}/:id`, {
    config,
    schema: { tags, params: contract.idParams, response: { 200: contract.detail } },
    handler: (req) => shopperAfterSale(shopperCtx(req), req.params.id),
  });

  r.post(storefrontAfterSaleActionUrl(':id', 'withdraw'), {
    config,
    schema: { tags, params: contract.idParams, response: { 200: contract.detail } },
    handler: (req) => withdrawForShopper(shopperCtx(req), req.params.id),
  });

  r.post(storefrontAfterSaleActionUrl(':id', 'return'), {
    config,
    schema: { tags, params: contract.idParams, body: contract.return, response: { 200: contract.detail } },
    handler: (req) => shipBackForShopper(shopperCtx(req), req.params.id, req.body),
  });
}
