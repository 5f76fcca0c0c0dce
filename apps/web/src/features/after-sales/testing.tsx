import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AfterSaleDetail } from './api.ts';

/** An after-sale as the server's detail answers it: one line, refund only, waiting for review. */
export function saleDetail(patch: Partial<AfterSaleDetail> = {}): AfterSaleDetail {
  return {
    id: 5,
    code: 'AS261126000005',
    orderId: 9,
    orderCode: '261126000000000009',
    memberId: 3,
    type: 'refund',
    status: 'submitted',
    reason: 'quality',
    reasonLabel: '质量问题',
    explanation: '',
    pictures: [],
    amountRequested: '19.90',
    freightAmount: '0.00',
    amountApproved: null,
    amountRefunded: '0.00',
    refundTo: null,
    returnAddress: null,
    returnExpressCode: null,
    returnExpressName: null,
    returnTrackingNo: null,
    restocked: null,
    rejectReason: null,
    deadline: null,
    lines: [
      {
        orderLineId: 11,
        productId: 2,
        skuId: 4,
        productName: '保温杯',
        skuLabel: '500ml',
        picture: null,
        unitPrice: '19.90',
        orderedQuantity: 2,
        quantity: 1,
        amount: '19.90',
      },
    ],
    createdAt: '2026-11-26T08:00:00.000Z',
    approvedAt: null,
    returnedAt: null,
    receivedAt: null,
    refundedAt: null,
    endedAt: null,
    member: { id: 3, nickname: '王芳', phone: '13800001010', avatar: null },
    order: {
      id: 9,
      code: '261126000000000009',
      status: 'received',
      payMethod: 'wallet',
      goodsTotal: '39.80',
      freight: '0.00',
      discountTotal: '0.00',
      payAmount: '39.80',
      refundedAmount: '0.00',
      refundStatus: 'none',
      paidAt: '2026-11-26T07:00:00.000Z',
      shippedAt: '2026-11-26T07:10:00.000Z',
      receivedAt: '2026-11-26T07:30:00.000Z',
    },
    events: [],
    refunds: [],
    defaultReturnAddress: { name: '售后部', phone: '01088886666', address: '北京市朝阳区建国路 1 号' },
    ...patch,
  };
}

/** Renders inside a fresh query client and a router at `path` matched by `pattern`. */
export function withProviders(children: ReactNode, path = '/', pattern = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
