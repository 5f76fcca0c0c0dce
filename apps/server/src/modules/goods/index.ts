import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './categories/routes.ts';
import { freightRoutes } from './freight/routes.ts';
import { productRoutes } from './products/routes.ts';
import { specTemplateRoutes } from './specs/routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { transferRoutes } from './transfer/routes.ts';

export { goodsCategories } from './categories/schema.ts';
export { calculateFreight } from './freight/calculate.ts';
export { freightTemplates } from './freight/schema.ts';
export { cleanHtml } from './products/clean-html.ts';
export { addingSales } from './products/sales.ts';
export { productSkus, products } from './products/schema.ts';
export { countTabs } from './products/service.ts';
export { assertOwnScope } from './scope.ts';
export { foldProductStock } from './stock/fold.ts';
export { stockLedger } from './stock/schema.ts';
export { changeStock, refuseStockChange, stockChanging } from './stock/service.ts';
export { knownShort, noteStock } from './stock/sold-out.ts';

/** Categories, specs, freight, products, stock and the product sheets. */
export function goodsRoutes(app: FastifyInstance) {
  categoryRoutes(app);
  specTemplateRoutes(app);
  transferRoutes(app);
  freightRoutes(app);
  productRoutes(app);
  stockRoutes(app);
}
