import type { NavLink, navigationContract } from '@hh/shared';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { containedInAny, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { AppError, type FieldError } from '../../lib/errors.ts';
import { goodsCategories, products } from '../goods/index.ts';
import { customPages } from './custom-pages.ts';

type Picked = Extract<NavLink, { kind: 'product' | 'category' | 'customPage' }>;

const isPicked = (link: NavLink): link is Picked =>
  link.kind === 'product' || link.kind === 'category' || link.kind === 'customPage';

const GONE_KEYS = {
  product: 'validation.navLinkProduct',
  category: 'validation.navLinkCategory',
  customPage: 'validation.navLinkPage',
} as const;

const alive = eq(products.isDeleted, false);

/** The names of the products (not in the recycle bin), categories and custom pages the links point at, by kind and id. */
export async function pickedNames(tx: Tx, links: readonly NavLink[]): Promise<Map<string, string>> {
  const picked = links.filter(isPicked);
  const ids = (kind: Picked['kind']) => picked.filter((l) => l.kind === kind).map((l) => l.id);
  const productIds = ids('product');
  const categoryIds = ids('category');
  const names = new Map<string, string>();
  if (productIds.length) {
    const rows = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(inArray(products.id, productIds), alive));
    for (const row of rows) names.set(`product:${row.id}`, row.name);
  }
  if (categoryIds.length) {
    const rows = await tx
      .select({ id: goodsCategories.id, name: goodsCategories.name })
      .from(goodsCategories)
      .where(inArray(goodsCategories.id, categoryIds));
    for (const row of rows) names.set(`category:${row.id}`, row.name);
  }
  const pageIds = ids('customPage');
  if (pageIds.length) {
    for (const [id, name] of await customPages().names(tx, pageIds)) names.set(`customPage:${id}`, name);
  }
  return names;
}

export const linkName = (names: Map<string, string>, link: NavLink) =>
  isPicked(link) ? (names.get(`${link.kind}:${link.id}`) ?? null) : null;

/**
 * Refuses links to a product, category or custom page the company does not have (another
 * company's, a made-up id, a product in the recycle bin): a 400 naming each entry's link field.
 */
export async function checkPicked(tx: Tx, links: readonly NavLink[]): Promise<void> {
  const names = await pickedNames(tx, links);
  const fields: FieldError[] = links.flatMap((link, i) =>
    isPicked(link) && linkName(names, link) === null
      ? [{ field: `items.${i}.link`, key: GONE_KEYS[link.kind] }]
      : [],
  );
  if (fields.length) throw new AppError(400, 'error.validation', undefined, fields);
}

/** The company's products for the link picker, newest first, filtered by a text in the name or keywords. */
export function linkProducts(
  ctx: CompanyContext,
  query: z.output<typeof navigationContract.linkProductsQuery>,
) {
  return inCompany(ctx, (tx) => {
    const where: SQL | undefined = and(
      alive,
      containedInAny(query.keyword, products.name, products.keywords),
    );
    return paged(
      { ...query, sort: [] },
      (limit, offset) =>
        tx
          .select({
            id: products.id,
            name: products.name,
            image: products.image,
            price: products.price,
            onShelf: products.onShelf,
          })
          .from(products)
          .where(where)
          .orderBy(desc(products.id))
          .limit(limit)
          .offset(offset),
      async () => (await tx.select({ n: count() }).from(products).where(where))[0]?.n ?? 0,
    );
  });
}

/** The company's categories for the link picker's tree, in their display order. */
export function linkCategories(ctx: CompanyContext) {
  return inCompany(ctx, (tx) =>
    tx
      .select({
        id: goodsCategories.id,
        parentId: goodsCategories.parentId,
        name: goodsCategories.name,
        sort: goodsCategories.sort,
      })
      .from(goodsCategories)
      .orderBy(asc(goodsCategories.sort), asc(goodsCategories.id)),
  );
}

/** The company's decorated custom pages of a terminal, for the link picker. */
export function linkPages(ctx: CompanyContext, terminal: number) {
  return inCompany(ctx, (tx) => customPages().list(tx, terminal));
}
