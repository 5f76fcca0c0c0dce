import { fillCatalogue, PRODUCTS, SKUS_PER_PRODUCT } from './fill-products.ts';
import {
  type BenchSession,
  benchKinds,
  CONNECTIONS,
  type DbKind,
  DURATION,
  freshDatabase,
  json,
  machine,
  measureCases,
  type Row,
  withAndWithoutCache,
  writeResults,
} from './server.ts';

/**
 * `npm run bench:products`: one company with 1M SKUs (250k products × 4) on PGlite and
 * PostgreSQL; the product list's first page, a deep page, a category filter and a keyword
 * search, each with its count, and the tab counts.
 */

/** The product list's cases on one server: with the read cache (repeated reads from memory) or without. */
function cases(kind: DbKind) {
  return async ({ base, token, label, total }: BenchSession): Promise<Row[]> => {
    const categories = await json<{ content: { id: number; parentId: number }[] }>(
      `${base}/api/goodsCategory?parentId=0&size=100&sort=sort,asc`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const first = '/api/product?tab=onSale&page=0&size=10';
    const deepPage = Math.floor((await total(first)) / 10) - 5;
    const deep = `/api/product?tab=onSale&page=${deepPage}&size=10`;
    const category = `/api/product?tab=onSale&page=0&size=10&categoryId=${categories.content[0]!.id}`;
    const keyword = `/api/product?tab=onSale&page=0&size=10&blurry=${encodeURIComponent('保温杯 12')}`;
    return measureCases(kind, base, [
      [`ceiling: GET /livez (no database)${label}`, '/livez', undefined, undefined],
      [`product list, first page + count${label}`, first, token, await total(first)],
      [`product list, page ${deepPage} + count${label}`, deep, token, await total(deep)],
      [`product list, top category filter + count${label}`, category, token, await total(category)],
      [`product list, keyword search + count${label}`, keyword, token, await total(keyword)],
      [`tab counts (5 tabs)${label}`, '/api/product/counts', token, undefined],
    ]);
  };
}

async function benchOne(kind: DbKind, port: number): Promise<Row[]> {
  const db = await freshDatabase(kind, 'products');
  const started = performance.now();
  console.error(`[${kind}] filling ${PRODUCTS * SKUS_PER_PRODUCT} SKUs…`);
  await fillCatalogue(db);
  console.error(`[${kind}] filled in ${Math.round((performance.now() - started) / 1000)} s`);
  try {
    return await withAndWithoutCache(db, port, cases(kind));
  } finally {
    await db.drop();
  }
}

const all: Row[] = [];
for (const [i, kind] of benchKinds().entries()) all.push(...(await benchOne(kind, 18_200 + i)));
writeResults(
  'products.md',
  `Product list with ${(PRODUCTS * SKUS_PER_PRODUCT).toLocaleString('en')} SKUs (${PRODUCTS.toLocaleString('en')} products) in one company; autocannon ${CONNECTIONS} connections × ${DURATION} s; ${machine()}.`,
  all,
);
