import type { categoryFilter } from '@hh/shared';
import { count, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import { audit } from '../../../db/audit.ts';
import type { Tx } from '../../../db/client.ts';
import { contains, equalsIfGiven } from '../../../db/list.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { products } from '../products/schema.ts';
import { goodsCategories } from './schema.ts';

type CategoryInput = { parentId: number };

/** The database side of the category list (see crudRoutes): a tree of at most two levels. */
export const categoryRecords = {
  table: goodsCategories,
  where: (f: z.output<typeof categoryFilter>) => [
    f.blurry ? ilike(goodsCategories.name, contains(f.blurry)) : undefined,
    equalsIfGiven(goodsCategories.parentId, f.parentId),
  ],
  sortable: { id: goodsCategories.id, sort: goodsCategories.sort },
  toValues: async <T extends CategoryInput>(input: T, tx: Tx, id: number | undefined) => {
    if (input.parentId !== 0) {
      const [parent] = await tx.select().from(goodsCategories).where(eq(goodsCategories.id, input.parentId));
      if (!parent) throw notFound();
      if (parent.parentId !== 0 || parent.id === id) throw badRequest('goods.categoryDepth');
      if (id) {
        const [child] = await tx
          .select({ id: goodsCategories.id })
          .from(goodsCategories)
          .where(eq(goodsCategories.parentId, id));
        if (child) throw badRequest('goods.categoryDepth');
      }
    }
    return input;
  },
  beforeDelete: async (tx: Tx, ids: number[]) => {
    const [children] = await tx
      .select({ n: count() })
      .from(goodsCategories)
      .where(inArray(goodsCategories.parentId, ids));
    const [used] = await tx.select({ n: count() }).from(products).where(inArray(products.categoryId, ids));
    if ((children?.n ?? 0) > 0 || (used?.n ?? 0) > 0) throw badRequest('goods.categoryInUse');
  },
};

/** Drag-and-drop reordering: the ids of one level in their new order get sort 0, 1, 2, … */
export async function reorderCategories(ctx: CompanyContext, ids: number[]) {
  await inCompany(ctx, async (tx) => {
    // Another company's id (or one that is gone) is not found, and nothing moves.
    const found = await tx
      .select({ id: goodsCategories.id })
      .from(goodsCategories)
      .where(inArray(goodsCategories.id, ids));
    if (found.length !== new Set(ids).size) throw notFound();
    for (const [sort, id] of ids.entries()) {
      await tx.update(goodsCategories).set({ sort }).where(eq(goodsCategories.id, id));
    }
    await audit(tx, ctx, { entity: 'goodsCategory', entityId: null, action: 'reorder', after: ids });
  });
}

/** Category names as "parent/child" paths, the form the import reads back. */
export async function categoryPaths(tx: Tx): Promise<Map<number, string>> {
  const all = await tx.select().from(goodsCategories);
  const byId = new Map(all.map((c) => [c.id, c]));
  return new Map(
    all.map((c) => {
      const parent = c.parentId ? byId.get(c.parentId) : undefined;
      return [c.id, parent ? `${parent.name}/${c.name}` : c.name];
    }),
  );
}

/** Every category's name by id, for showing a parent by name (exports). */
export async function categoryNames(tx: Tx) {
  const rows = await tx.select({ id: goodsCategories.id, name: goodsCategories.name }).from(goodsCategories);
  return new Map(rows.map((r) => [r.id, r.name]));
}
