import { guard } from '../../components/usePermission.ts';

export const AFTER_SALE_PERMISSIONS = {
  detail: guard('afterSale:detail'),
  approve: guard('afterSale:approve'),
  reject: guard('afterSale:reject'),
  receive: guard('afterSale:receive'),
  refund: guard('afterSale:refund'),
  export: guard('afterSale:export'),
  settings: guard('afterSale:settings'),
} as const;

export const afterSaleDetailPath = (id: number): string => `/order/after-sales/${id}`;
export const orderDetailPath = (id: number): string => `/order/detail/${id}`;
