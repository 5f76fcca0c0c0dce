import { guard } from '../../components/usePermission.ts';

export const ORDER_PERMISSIONS = {
  detail: guard('order:detail'),
  ship: guard('order:ship'),
  tracking: guard('order:tracking'),
  price: guard('order:price'),
  priceAgain: guard('order:priceAgain'),
  remark: guard('order:remark'),
  cancel: guard('order:cancel'),
  add: guard('order:add'),
  verify: guard('order:verify'),
  export: guard('order:export'),
  batchShip: guard('order:batchShip'),
  settings: guard('order:settings'),
  /** Paying an order from a member's wallet moves the member's balance: the members' money permission. */
  walletPay: guard('member:money'),
  /** Money back on a paid order goes through the after-sales: their refund and review permissions. */
  staffRefund: guard('afterSale:refund'),
  recordAfterSale: guard('afterSale:approve'),
} as const;

export const ORDER_CREATE_PATH = '/order/create';
export const orderDetailPath = (id: number): string => `/order/detail/${id}`;

/** Sending a returned payment again: the after-sales' refund permission (money back the way it came). */
export const RETRY_RETURN_PERMISSION = guard('afterSale:refund');

/** The after-sales desk, opened on one order's after-sales. */
export const AFTER_SALES_PERMISSION = guard('afterSale:list');
export const afterSalesPath = (code?: string): string =>
  code ? `/order/after-sales?orderCode=${encodeURIComponent(code)}` : '/order/after-sales';

/** Binding a staff member to stores is an edit of the staff member, on the staff screen. */
export const BIND_STORES_PERMISSION = guard('user:edit');
export const STAFF_PATH = '/system/user';
