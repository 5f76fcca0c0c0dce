import { and, desc, inArray, lt } from 'drizzle-orm';
import { inCompany } from '../../../db/access.ts';
import type { Lang } from '../../../i18n/messages.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { EXPORT_BATCH } from '../../../plugins/xlsx.ts';
import { categoryPaths } from '../categories/service.ts';
import { productSkus, products } from '../products/schema.ts';
import { type ProductFilter, productWhere } from '../products/service.ts';
import { formatSpec, NO, type SheetKey, YES } from './sheet.ts';

type Product = typeof products.$inferSelect;
type Sku = typeof productSkus.$inferSelect;
export interface ExportRow {
  product: Product;
  sku: Sku;
}

export function cell(key: SheetKey, { product, sku }: ExportRow, lang: Lang, paths: Map<number, string>) {
  switch (key) {
    case 'handle':
      return String(product.id);
    case 'category':
      return product.categoryId ? (paths.get(product.categoryId) ?? '') : '';
    case 'onShelf':
      return product.onShelf ? YES[lang] : NO[lang];
    case 'spec':
      return product.specType === 'multi' ? formatSpec(product.specs, sku.specKey) : '';
    case 'name':
    case 'unit':
    case 'summary':
    case 'keywords':
      return product[key];
    case 'image':
      return product.image ?? '';
    case 'stock':
      return sku.stock;
    default:
      return sku[key];
  }
}

export const exportCategoryPaths = (ctx: CompanyContext) => inCompany(ctx, categoryPaths);

/** The next batch of the export: the SKUs of the products below `after` that match the list's filter. */
export function exportBatch(ctx: CompanyContext, filter: ProductFilter, after: ExportRow | undefined) {
  return inCompany(ctx, async (tx) => {
    const { where } = await productWhere(tx, filter);
    const page = await tx
      .select()
      .from(products)
      .where(and(where, after ? lt(products.id, after.product.id) : undefined))
      .orderBy(desc(products.id))
      .limit(EXPORT_BATCH / 4);
    if (page.length === 0) return [];
    const skus = await tx
      .select()
      .from(productSkus)
      .where(
        inArray(
          productSkus.productId,
          page.map((p) => p.id),
        ),
      )
      .orderBy(productSkus.id);
    return page.flatMap((product) =>
      skus.filter((s) => s.productId === product.id).map((sku) => ({ product, sku })),
    );
  });
}
