import { storefrontContract as contract, STOREFRONT_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../../lib/access.ts';
import { perAddressBudget } from '../../../lib/address-rate.ts';
import { typed } from '../../../lib/app-types.ts';
import { tooMany } from '../../../lib/errors.ts';
import { TAGS } from '../tags.ts';
import * as catalogue from './service.ts';

const SHOP_URL = `${STOREFRONT_URL}/shops/:companyKey`;
/** Product list and search pages one address may ask for per minute: far above browsing, below scraping. */
const PRODUCT_PAGES_PER_MINUTE = 120;

/** The public catalogue of one shop, named by its key: what anyone may browse before signing in. */
export function catalogueRoutes(app: FastifyInstance) {
  const r = typed(app);
  const access = { access: publicAccess };
  const productPages = perAddressBudget(PRODUCT_PAGES_PER_MINUTE, 60_000);

  r.get(SHOP_URL, {
    config: access,
    schema: { tags: TAGS, params: contract.shopParams, response: { 200: contract.shop } },
    handler: (req) => catalogue.shopInfo(req.ctx, req.params.companyKey),
  });

  r.get(`${SHOP_URL}/categories`, {
    config: access,
    schema: { tags: TAGS, params: contract.shopParams, response: { 200: contract.categories } },
    handler: (req) => catalogue.shopCategories(req.ctx, req.params.companyKey),
  });

  r.get(`${SHOP_URL}/products`, {
    config: access,
    schema: {
      tags: TAGS,
      params: contract.shopParams,
      querystring: contract.productQuery,
      response: { 200: contract.products },
    },
    handler: (req) => {
      const wait = productPages(req.ip);
      if (wait > 0) throw tooMany('storefront.searchTooFrequent', { seconds: wait });
      return catalogue.shopProducts(req.ctx, req.params.companyKey, req.query);
    },
  });

  r.get(`${SHOP_URL}/products/:id`, {
    config: access,
    schema: { tags: TAGS, params: contract.productParams, response: { 200: contract.product } },
    handler: (req) => catalogue.shopProduct(req.ctx, req.params.companyKey, req.params.id),
  });
}
