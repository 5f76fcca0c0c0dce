import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../../db/columns.ts';

/** Product categories: a tree of at most two levels. */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    id: id(),
    companyId: companyId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    name: text('name').notNull(),
    pic: text('pic'),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goods_categories_company_idx').on(t.companyId, t.parentId)],
);
