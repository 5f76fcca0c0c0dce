import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

export { GOODS_CATEGORIES_URL } from '../first-urls.ts';

const categoryInput = z.object({
  parentId: z.number().int().min(0).default(0),
  name: z.string().trim().min(1, 'msg:required').max(30),
  pic: z.string().trim().max(500).nullable().default(null),
  sort: wholeIn(0, 99999).default(0),
  isShow: z.boolean().default(true),
});

export const categoryRow = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  pic: z.string().nullable(),
  sort: z.number(),
  isShow: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const categoryFilter = z.object({
  blurry: z.string().trim().max(30).optional(),
  parentId: z.coerce.number().int().min(0).optional(),
});

export const goodsCategoriesContract = {
  listQuery: pageQuerySchema.extend(categoryFilter.shape),
  list: pageSchema(categoryRow),
  one: categoryRow,
  create: categoryInput,
  update: categoryInput.extend({ id: z.number().int().positive() }),
  remove: idList,
  /** Drag-and-drop: the ids of one level in their new order. */
  reorder: z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }),
};
