import { guard } from '../../../components/usePermission.ts';

export const PRODUCT_PERMISSIONS = {
  add: guard('product:add'),
  edit: guard('product:edit'),
  del: guard('product:del'),
  stock: guard('product:stock'),
} as const;

export const PRODUCT_ADD_PATH = '/goods/product/add';
export const productEditPath = (id: number): string => `/goods/product/edit/${id}`;
