import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from './list-defaults.ts';

export { DEFAULT_PAGE_SIZE, DEFAULT_SORT };

const MAX_PAGE_SIZE = 10_000;
/** Deeper pages are refused (a filter finds those rows faster), and page × size stays far from bigint's end. */
const MAX_PAGE = 1_000_000;

const sortItem = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*(,(asc|desc))?$/i, 'msg:sortFormat');

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE, 'msg:offset').default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .union([sortItem, z.array(sortItem)])
    .optional()
    .transform((v) => (v === undefined ? [DEFAULT_SORT] : Array.isArray(v) ? v : [v])),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ content: z.array(row), totalElements: z.number().int() });

/** A category riding along with a page (`cateList`): enough to name it `Parent / Child`. */
export const cateRef = z.object({ id: z.number(), parentId: z.number(), name: z.string() });

/** The convention's page with its optional `cateList`: the categories the rows are in, and their parents. */
export const pageWithCategories = <T extends z.ZodType>(row: T) =>
  pageSchema(row).extend({ cateList: z.array(cateRef) });

export interface SortSpec {
  field: string;
  direction: 'asc' | 'desc';
}

export function parseSortItem(item: string): SortSpec {
  const [field = 'id', dir = 'desc'] = item.split(',');
  return { field, direction: dir.toLowerCase() === 'asc' ? 'asc' : 'desc' };
}
