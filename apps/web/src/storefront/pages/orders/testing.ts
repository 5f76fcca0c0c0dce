import type { Refundable } from './api.ts';

type RefundableLine = Refundable['lines'][number];

/** A line of two red cups at 30.00, all still able to come back. */
export const twoCups = (orderLineId: number): RefundableLine => ({
  orderLineId,
  productName: '保温杯',
  skuLabel: '红色',
  picture: null,
  unitPrice: '30.00',
  quantity: 2,
  refundableQuantity: 2,
  refundableAmount: '60.00',
});

/** Order 7 within its window: open to either kind of after-sale on the given lines. */
export const openForAfterSale = (
  orderCode: string,
  lines: RefundableLine[],
  money: Pick<Refundable, 'freight' | 'total'>,
): Refundable => ({
  orderId: 7,
  orderCode,
  canApply: true,
  reasonNot: null,
  types: ['refund', 'returnRefund'],
  windowEndsAt: null,
  lines,
  ...money,
});
