import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderRef, StaffRefundable } from '../api.ts';

export function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const paidOrderRef = (patch: Partial<OrderRef> = {}): OrderRef => ({
  id: 7,
  code: '261126000000000007',
  status: 'toShip',
  deliveryType: 'express',
  payAmount: '78.00',
  priceChangeCount: 0,
  staffRemark: '',
  ...patch,
});

/** Two lines: 2 × 保温杯 (52.50 back) and 1 × 茶叶 (17.50), 8.00 freight. */
export const refundableOf = (patch: Partial<StaffRefundable> = {}): StaffRefundable => ({
  orderId: 7,
  orderCode: '261126000000000007',
  canApply: true,
  reasonNot: null,
  types: ['refund'],
  windowEndsAt: null,
  lines: [
    {
      orderLineId: 11,
      productName: '保温杯',
      skuLabel: '500ml',
      picture: null,
      unitPrice: '30.00',
      quantity: 2,
      refundableQuantity: 2,
      refundableAmount: '52.50',
    },
    {
      orderLineId: 12,
      productName: '茶叶',
      skuLabel: '',
      picture: null,
      unitPrice: '20.00',
      quantity: 1,
      refundableQuantity: 1,
      refundableAmount: '17.50',
    },
  ],
  freight: '8.00',
  total: '78.00',
  canCancel: true,
  ...patch,
});

export const REASONS = [
  { value: 'quality', label: '质量问题' },
  { value: 'other', label: '其他' },
];
