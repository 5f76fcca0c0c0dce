import type { DecoDocument, DecoProductSource, DecoRenderData } from '@hh/shared';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { mediaBases } from '../../lib/media-sources.ts';
import type { Shop } from '../companies/index.ts';
import { goodsCategories, productSkus, products } from '../goods/index.ts';
import { navigationIn } from '../navigation/index.ts';
import { shopFace } from '../storefront/index.ts';
import { activityCards } from './activity-cards.ts';
import { idsNamed } from './references.ts';
import { decoPages } from './schema.ts';

/** What a shopper may see of a product: on the shelf and not in the recycle bin. */
const forSale = and(eq(products.onShelf, true), eq(products.isDeleted, false));

const card = {
  id: products.id,
  name: products.name,
  image: products.image,
  price: products.price,
  // The original price of the SKU the card's price comes from (the cheapest). Columns are spelled out
  // with their tables: drizzle leaves a single table's columns unqualified, and an unqualified "id"
  // here would be the SKU's own id.
  originalPrice: sql<string>`coalesce((select s.original_price from ${productSkus} s
    where s.product_id = ${products}.id order by s.price, s.original_price desc limit 1), 0)::text`,
  unit: products.unit,
  sales: sql<number>`(${products.sales} + ${products.virtualSales})`.mapWith(Number),
  stock: products.stock,
};
type Card = DecoRenderData['products'][number];

const SORTS: Record<Extract<DecoProductSource, { mode: 'category' }>['sort'], SQL> = {
  sort: desc(products.sort),
  sales: desc(sql`(${products.sales} + ${products.virtualSales})`),
  newest: desc(products.createdAt),
  price: asc(products.price),
};

/** A category takes in its children, as the storefront's category filter does. */
const inCategory = (id: number) =>
  or(
    eq(products.categoryId, id),
    inArray(
      products.categoryId,
      sql`(select ${goodsCategories.id} from ${goodsCategories} where ${goodsCategories.parentId} = ${id})`,
    ),
  );

async function productLists(tx: Tx, doc: DecoDocument) {
  const lists: Record<string, number[]> = {};
  const found = new Map<number, Card>();
  for (const c of doc.components) {
    if (c.type !== 'productList') continue;
    const { source } = c;
    const rows =
      source.mode === 'picked'
        ? await tx
            .select(card)
            .from(products)
            .where(and(forSale, inArray(products.id, source.ids)))
        : await tx
            .select(card)
            .from(products)
            .where(and(forSale, inCategory(source.categoryId)))
            .orderBy(SORTS[source.sort], desc(products.id))
            .limit(source.count);
    for (const row of rows) found.set(row.id, row);
    const ids = rows.map((r) => r.id);
    lists[c.id] = source.mode === 'picked' ? source.ids.filter((id) => ids.includes(id)) : ids;
  }
  return { lists, products: [...found.values()] };
}

/**
 * Everything a page's components show, read in the shop's transaction at `at`: its product lists
 * (products on sale only), the categories and published custom pages its links name, the shop, the
 * terminal's bottom navigation and the marketing blocks' cards of what runs now. Targets that are
 * gone are left out: the renderer shows them inert. `until`: when the clock alone may change it.
 */
export async function renderPage(
  tx: Tx,
  shop: Shop,
  terminal: number,
  doc: DecoDocument,
  at: Date,
): Promise<{ data: DecoRenderData; until: Date | null }> {
  const { lists, products: shown } = await productLists(tx, doc);
  const categoryIds = idsNamed(doc, 'category');
  const pageIds = idsNamed(doc, 'page');
  const categories = categoryIds.length
    ? await tx
        .select({
          id: goodsCategories.id,
          parentId: goodsCategories.parentId,
          name: goodsCategories.name,
          pic: goodsCategories.pic,
        })
        .from(goodsCategories)
        .where(and(inArray(goodsCategories.id, categoryIds), eq(goodsCategories.isShow, true)))
    : [];
  const pages = pageIds.length
    ? await tx
        .select({ id: decoPages.id, name: decoPages.name, title: decoPages.title })
        .from(decoPages)
        .where(and(inArray(decoPages.id, pageIds), isNotNull(decoPages.publishedVersion)))
    : [];
  const { activities, until } = await activityCards(tx, doc, at);
  const data = {
    products: shown,
    productLists: lists,
    categories,
    pages,
    shop: await shopFace(tx, shop),
    navigation: await navigationIn(tx, terminal),
    activities,
    mediaBases: [...mediaBases()],
  };
  return { data, until };
}

/** What a page's components show now (the builder's previews and canvas). */
export async function renderData(tx: Tx, shop: Shop, terminal: number, doc: DecoDocument) {
  return (await renderPage(tx, shop, terminal, doc, now())).data;
}
