import type { storeCategoryInput, storeCategoryRow, Wire } from '@hh/shared';
import { TOP_LEVEL } from '../../../components/twoLevelTree.ts';
import type { QueryParams } from '../../../http/client.ts';

/** The whole tree is small (two levels): it is fetched at once and nested here. */
const WHOLE_TREE = { page: 0, size: 9999, sort: ['sort,asc', 'id,asc'] } as const;

export type Category = Wire<typeof storeCategoryRow>;

export interface CategoryQuery {
  blurry?: string;
}

export type CategoryForm = Required<Wire<typeof storeCategoryInput>>;

export const categoryParams = (query: CategoryQuery): QueryParams => ({
  ...WHOLE_TREE,
  blurry: query.blurry?.trim(),
});

export const emptyCategoryForm = (): CategoryForm => ({
  parentId: TOP_LEVEL,
  name: '',
  nameEn: '',
  sort: 0,
  enabled: true,
});

export const categoryToForm = (row: Category): CategoryForm => ({
  parentId: row.parentId,
  name: row.name,
  nameEn: row.nameEn,
  sort: row.sort,
  enabled: row.enabled,
});

export const categoryToBody = (form: CategoryForm): CategoryForm => ({
  parentId: form.parentId,
  name: form.name.trim(),
  nameEn: form.nameEn.trim(),
  sort: form.sort,
  enabled: form.enabled,
});
