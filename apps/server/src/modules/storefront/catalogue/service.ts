import { FOOTER_CONFIG_KEYS, parseSortItem, type storefrontContract } from '@hh/shared';
import { type AnyColumn, and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { contains, paged } from '../../../db/list.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { readShop, type Shop, shopByKey } from '../../companies/index.ts';
import { goodsCategories, productSkus, products } from '../../goods/index.ts';
import { stores } from '../../stores/index.ts';
import { SYSTEM_CONFIG_DEFAULTS, systemConfigs } from '../../system-config/index.ts';

type ProductQuery = z.output<typeof storefrontContract.productQuery>;
type ShopInfo = z.output<typeof storefrontContract.shop>;

/** What a shopper may see of a product: on the shelf and not in the recycle bin. */
const forSale = and(eq(products.onShelf, true), eq(products.isDeleted, false));

const shownSales = sql<number>`(${products.sales} + ${products.virtualSales})`.mapWith(Number);

const SORTS: Record<string, SQL | AnyColumn> = {
  sort: products.sort,
  sales: sql`(${products.sales} + ${products.virtualSales})`,
  price: products.price,
  newest: products.createdAt,
};

const card = {
  id: products.id,
  name: products.name,
  summary: products.summary,
  image: products.image,
  unit: products.unit,
  price: products.price,
  sales: shownSales,
  stock: products.stock,
};

async function configValues(tx: Tx, keys: string[]) {
  const rows = await tx
    .select({ menuName: systemConfigs.menuName, value: systemConfigs.value })
    .from(systemConfigs)
    .where(inArray(systemConfigs.menuName, keys));
  return (key: string) => rows.find((r) => r.menuName === key)?.value;
}

/** The shop's face: name, logo, footer, whether pickup is offered and at which stores. */
export async function shopInfo(ctx: RequestContext, companyKey: string): Promise<ShopInfo> {
  const shop = await shopByKey(ctx, companyKey);
  return readShop(ctx, shop, (tx) => shopFace(tx, shop));
}

/** The shop's face read in a transaction of that shop (the storefront's, or page decoration's). */
export async function shopFace(tx: Tx, shop: Shop): Promise<ShopInfo> {
  const value = await configValues(tx, [
    'store_self_mention',
    FOOTER_CONFIG_KEYS.footerTxt,
    FOOTER_CONFIG_KEYS.caseNumber,
  ]);
  const selfMention = Number(value('store_self_mention') ?? SYSTEM_CONFIG_DEFAULTS.store_self_mention);
  const pickupStores =
    selfMention === 1
      ? await tx
          .select({
            id: stores.id,
            name: stores.name,
            logo: stores.logo,
            phone: stores.phone,
            regionName: stores.regionName,
            address: stores.address,
            latitude: stores.latitude,
            longitude: stores.longitude,
            businessHours: stores.businessHours,
          })
          .from(stores)
          .where(and(eq(stores.status, 1), eq(stores.pickupEnabled, true)))
          .orderBy(asc(stores.sort), asc(stores.id))
      : [];
  return {
    companyKey: shop.companyKey,
    name: shop.name,
    logo: shop.logo,
    footer: {
      footerTxt: value(FOOTER_CONFIG_KEYS.footerTxt) ?? '',
      caseNumber: value(FOOTER_CONFIG_KEYS.caseNumber) ?? '',
    },
    storeSelfMention: selfMention,
    stores: pickupStores,
  };
}

/** The categories the shop shows, parents before children, each level in the back office's order (sort, then id). */
export async function shopCategories(ctx: RequestContext, companyKey: string) {
  const shop = await shopByKey(ctx, companyKey);
  return readShop(ctx, shop, (tx) =>
    tx
      .select({
        id: goodsCategories.id,
        parentId: goodsCategories.parentId,
        name: goodsCategories.name,
        pic: goodsCategories.pic,
        sort: goodsCategories.sort,
      })
      .from(goodsCategories)
      .where(eq(goodsCategories.isShow, true))
      .orderBy(asc(goodsCategories.parentId), asc(goodsCategories.sort), asc(goodsCategories.id)),
  );
}

function productFilter(q: ProductQuery): SQL | undefined {
  const inCategory =
    q.categoryId === undefined
      ? undefined
      : or(
          eq(products.categoryId, q.categoryId),
          inArray(
            products.categoryId,
            sql`(select ${goodsCategories.id} from ${goodsCategories} where ${goodsCategories.parentId} = ${q.categoryId})`,
          ),
        );
  return and(
    forSale,
    inCategory,
    // The back office's search: the trigram index, which ILIKE under row-level security cannot use.
    q.keyword ? sql`${products.id} in (select hh_product_search(${contains(q.keyword)}))` : undefined,
    q.minPrice === undefined ? undefined : sql`${products.price} >= ${q.minPrice}::numeric`,
    q.maxPrice === undefined ? undefined : sql`${products.price} <= ${q.maxPrice}::numeric`,
  );
}

/** The products for sale: by category (a parent takes in its children), keyword, price range; sorted and paged. */
export async function shopProducts(ctx: RequestContext, companyKey: string, q: ProductQuery) {
  const shop = await shopByKey(ctx, companyKey);
  const { field, direction } = parseSortItem(q.sort);
  const by = direction === 'asc' ? asc : desc;
  const where = productFilter(q);
  return readShop(ctx, shop, (tx) =>
    paged(
      { ...q, sort: [q.sort] },
      (limit, offset) =>
        tx
          .select(card)
          .from(products)
          .where(where)
          .orderBy(by(SORTS[field] ?? products.sort), by(products.id))
          .limit(limit)
          .offset(offset),
      async () => (await tx.select({ n: count() }).from(products).where(where))[0]?.n ?? 0,
    ),
  );
}

/** One product for sale with its SKUs and their stock as it is now; any other product (or company's) is 404. */
export async function shopProduct(ctx: RequestContext, companyKey: string, id: number) {
  const shop = await shopByKey(ctx, companyKey);
  return readShop(ctx, shop, async (tx) => {
    const [product] = await tx
      .select({
        ...card,
        categoryId: products.categoryId,
        gallery: products.gallery,
        video: products.video,
        description: products.description,
        specType: products.specType,
        specs: products.specs,
      })
      .from(products)
      .where(and(eq(products.id, id), forSale));
    if (!product) throw notFound();
    const skus = await tx
      .select({
        id: productSkus.id,
        specKey: productSkus.specKey,
        image: productSkus.image,
        price: productSkus.price,
        originalPrice: productSkus.originalPrice,
        stock: productSkus.stock,
      })
      .from(productSkus)
      .where(eq(productSkus.productId, id))
      .orderBy(asc(productSkus.id));
    return { ...product, skus };
  });
}
