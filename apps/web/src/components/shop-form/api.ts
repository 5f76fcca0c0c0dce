import { unchecked } from '../../http/client.ts';

export interface ShopCategory {
  id: number;
  parentId: number;
  name: string;
  nameEn: string;
  hasChildren: boolean;
}

export const fetchCategories = (parentId: number) =>
  unchecked.get<ShopCategory[]>('/api/ylStoreCategory/getByParentId', { parentId });
