import { GOODS_CATEGORIES_URL, PRODUCTS_URL } from '@hh/shared';
import { firstParams, requestParams } from '../../../components/crud/requestParams.ts';
import { http } from '../../../http/client.ts';
import { ALL } from '../allRows.ts';
import { DEFAULT_FILTERS, PRODUCT_SORT, productParams } from './productQuery.ts';

/**
 * What the product list asks for first (its first page, the tabs' counts, the categories of the
 * query bar), with exactly its parameters so the screen takes these answers when it mounts.
 */
export function productListFirstRequests(): void {
  const list = firstParams({ sort: PRODUCT_SORT, defaultQuery: DEFAULT_FILTERS });
  http.prefetch(PRODUCTS_URL, requestParams(list, productParams, true));
  http.prefetch(`${PRODUCTS_URL}/counts`);
  http.prefetch(GOODS_CATEGORIES_URL, ALL);
}
