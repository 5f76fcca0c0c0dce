import {
  type categoryRow,
  FREIGHT_TEMPLATES_URL,
  GOODS_CATEGORIES_URL,
  goodsCategoriesContract,
  goodsFreightContract,
  type goodsProductsContract,
  goodsSpecsContract,
  PRODUCTS_URL,
  type productDetail,
  type productFilterQuery,
  type productRow,
  goodsProductsContract as products,
  SPEC_TEMPLATES_URL,
  type skuRow,
  type specOptionRow,
  type specTemplateRow,
  type Wire,
} from '@hh/shared';
import { http } from '../../http/client.ts';
import { ALL } from './allRows.ts';

export { PRODUCT_FLAGS, PRODUCT_TABS, type ProductTab } from '@hh/shared';

export const CATEGORY_URL = GOODS_CATEGORIES_URL;
export const PRODUCT_URL = PRODUCTS_URL;
export const SPEC_TEMPLATE_URL = SPEC_TEMPLATES_URL;
export const FREIGHT_URL = FREIGHT_TEMPLATES_URL;

export type ProductFlag = NonNullable<Wire<typeof productFilterQuery>['flag']>;
export type Category = Wire<typeof categoryRow>;
export type SpecOption = Wire<typeof specOptionRow>;
/** Money, weight and volume travel as decimal strings ("12.50"), never as floats; a new SKU has no id yet. */
export type Sku = Omit<Wire<typeof skuRow>, 'id'> & { id?: number };
export type ProductRow = Wire<typeof productRow>;
export type ProductDetail = Wire<typeof productDetail>;
/** What POST /api/product takes (PUT adds `id`); price and stock come from the SKUs. */
export type ProductBody = Wire<typeof goodsProductsContract.create>;
/** The list's filters as query parameters (the server coerces the id and the dates). */
export type ProductQuery = Omit<Wire<typeof productFilterQuery>, 'categoryId' | 'createTime'> & {
  categoryId?: number;
  createTime?: [string, string];
};
export type TabCounts = Wire<typeof goodsProductsContract.counts>;
export type SpecTemplate = Pick<Wire<typeof specTemplateRow>, 'id' | 'name' | 'specs' | 'sort'>;

export const fetchCategories = () => http.get(CATEGORY_URL, goodsCategoriesContract.list, ALL);
export const arrivedCategories = () => http.takeArrived(CATEGORY_URL, goodsCategoriesContract.list, ALL);

export const fetchProduct = (id: number) => http.get(`${PRODUCT_URL}/${id}`, products.one);

export const fetchSpecTemplates = () => http.get(SPEC_TEMPLATE_URL, goodsSpecsContract.list, ALL);

export const fetchFreightTemplates = () => http.get(FREIGHT_URL, goodsFreightContract.list, ALL);
