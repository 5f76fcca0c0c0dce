import { onboardingContract, STORE_CATEGORIES_URL, type shopCategory, type Wire } from '@hh/shared';
import { http } from '../../http/client.ts';

export type ShopCategory = Wire<typeof shopCategory>;

export const fetchCategories = (parentId: number) =>
  http.get(`${STORE_CATEGORIES_URL}/getByParentId`, onboardingContract.categories, { parentId });
