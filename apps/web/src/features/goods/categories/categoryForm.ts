import { categoryRow, type goodsCategoriesContract, type Wire } from '@hh/shared';
import type { CrudResource } from '../../../components/crud/types.ts';
import { TOP_LEVEL } from '../../../components/twoLevelTree.ts';
import type { QueryParams } from '../../../http/client.ts';
import { CATEGORY_URL, type Category } from '../api.ts';

/** The whole tree is small (two levels): it is fetched at once and nested on the screen. */
const WHOLE_TREE = { page: 0, size: 1000, sort: ['sort,asc', 'id,asc'] } as const;

export interface CategoryQuery {
  blurry?: string;
}

export interface CategoryForm {
  parentId: number;
  name: string;
  pic: string | null;
  sort: number;
  isShow: boolean;
}

export type CategoryBody = Wire<typeof goodsCategoriesContract.create>;

const categoryParams = (query: CategoryQuery): QueryParams => ({
  ...WHOLE_TREE,
  blurry: query.blurry?.trim() || undefined,
});

/** @internal */
export const emptyCategoryForm = (): CategoryForm => ({
  parentId: TOP_LEVEL,
  name: '',
  pic: null,
  sort: 0,
  isShow: true,
});

export const categoryToForm = (row: Category): CategoryForm => ({
  parentId: row.parentId,
  name: row.name,
  pic: row.pic,
  sort: row.sort,
  isShow: row.isShow,
});

export const categoryToBody = (form: CategoryForm): CategoryBody => ({
  parentId: form.parentId ?? TOP_LEVEL,
  name: form.name.trim(),
  pic: form.pic || null,
  sort: form.sort ?? 0,
  isShow: form.isShow,
});

/** The whole tree at once (no pages). */
export const categoryResource: CrudResource<Category, CategoryForm, CategoryQuery> = {
  url: CATEGORY_URL,
  row: categoryRow,
  defaultQuery: {},
  toParams: categoryParams,
  paged: false,
  emptyForm: emptyCategoryForm,
  toForm: categoryToForm,
  toBody: categoryToBody,
};
