import { STORE_CATEGORIES_URL, type storeCategoryInput, storeCategoryRow, type Wire } from '@hh/shared';
import type { CrudResource } from '../../../components/crud/types.ts';
import { TOP_LEVEL } from '../../../components/twoLevelTree.ts';
import type { QueryParams } from '../../../http/client.ts';

/** The whole tree is small (two levels): it is fetched at once and nested here. */
const WHOLE_TREE = { page: 0, size: 9999, sort: ['sort,asc', 'id,asc'] } as const;

export type Category = Wire<typeof storeCategoryRow>;

export interface CategoryQuery {
  blurry?: string;
}

export type CategoryForm = Required<Wire<typeof storeCategoryInput>>;

const emptyCategoryForm = (): CategoryForm => ({
  parentId: TOP_LEVEL,
  name: '',
  nameEn: '',
  sort: 0,
  enabled: true,
});

const categoryToForm = (row: Category): CategoryForm => ({
  parentId: row.parentId,
  name: row.name,
  nameEn: row.nameEn,
  sort: row.sort,
  enabled: row.enabled,
});

const categoryToBody = (form: CategoryForm): CategoryForm => ({
  parentId: form.parentId,
  name: form.name.trim(),
  nameEn: form.nameEn.trim(),
  sort: form.sort,
  enabled: form.enabled,
});

/** The whole tree at once (no pages). */
export const categoryResource: CrudResource<Category, CategoryForm, CategoryQuery> = {
  url: STORE_CATEGORIES_URL,
  row: storeCategoryRow,
  defaultQuery: {},
  toParams: (query): QueryParams => ({ ...WHOLE_TREE, blurry: query.blurry?.trim() }),
  paged: false,
  emptyForm: emptyCategoryForm,
  toForm: categoryToForm,
  toBody: categoryToBody,
};
