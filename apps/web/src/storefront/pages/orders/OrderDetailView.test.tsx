import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from './api.ts';
import { OrderDetailView, type OrderDetailViewProps } from './OrderDetailView.tsx';
import { openForAfterSale, twoCups } from './testing.ts';

const line = {
  id: 11,
  productId: 1,
  skuId: 2,
  productName: '保温杯',
  skuLabel: '红色',
  picture: null,
  unitPrice: '30.00',
  quantity: 2,
  lineTotal: '60.00',
};

const order: OrderDetail = {
  id: 7,
  code: 'SO2026112900007',
  memberId: 3,
  status: 'unpaid',
  deliveryType: 'express',
  storeId: null,
  receiverName: '王五',
  receiverPhone: '13955559999',
  provinceId: 33,
  cityId: 3301,
  districtId: 330102,
  regionName: '浙江省 杭州市 上城区',
  address: '解放路 1 号',
  goodsTotal: '60.00',
  freight: '8.00',
  discountTotal: '0.00',
  payAmount: '68.00',
  originalPayAmount: null,
  priceChangeCount: 0,
  payMethod: null,
  payDeadline: '2026-11-29T10:30:00.000Z',
  buyerNote: '',
  pickupCode: null,
  shippingKind: null,
  expressCode: null,
  expressName: null,
  trackingNo: null,
  courierName: null,
  courierPhone: null,
  cancelReason: null,
  refundStatus: 'none',
  refundedAmount: '0.00',
  createdAt: '2026-11-29T10:00:00.000Z',
  paidAt: null,
  shippedAt: null,
  receivedAt: null,
  completedAt: null,
  cancelledAt: null,
  closedAt: null,
  lines: [line],
  events: [
    {
      id: 1,
      actorKind: 'shopper',
      actorId: 3,
      actorName: '王五',
      action: 'create',
      params: {},
      createdAt: '2026-11-29T10:00:00.000Z',
    },
  ],
  payments: [],
  returnedPayments: [],
  tracking: null,
  trackingError: null,
  serverTime: '2026-11-29T10:10:00.000Z',
};

const refundable = openForAfterSale(order.code, [twoCups(11)], { freight: '8.00', total: '68.00' });

function view(props: Partial<OrderDetailViewProps>) {
  const onCancel = vi.fn();
  const onReceive = vi.fn();
  render(
    <OrderDetailView
      companyKey="sunrise"
      order={order}
      pickup={null}
      store={null}
      refundable={null}
      afterSales={[]}
      busy={null}
      payHref="/h5/sunrise/pay/7"
      onCancel={onCancel}
      onReceive={onReceive}
      {...props}
    />,
  );
  return { onCancel, onReceive };
}

describe('an order of mine', () => {
  it('unpaid: the amount due, the time left to pay on the server’s clock, cancel and pay', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:10:00.000Z'));
    const { onCancel } = view({});
    vi.useRealTimers();
    expect(screen.getByTestId('sf-order-status').textContent).toBe('待付款');
    expect(screen.getByRole('timer').textContent).toBe('剩余 20:00 自动关闭');
    expect(screen.getByTestId('sf-order-amount').textContent).toBe('¥68.00');
    expect(screen.getByText('应付款')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe('/h5/sunrise/pay/7');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: '申请售后' })).toBeNull();
  });

  it('shipped: the courier, number and trace; confirm receipt; a refund asked from a line', () => {
    const { onReceive } = view({
      order: {
        ...order,
        status: 'shipped',
        payMethod: 'wallet',
        paidAt: '2026-11-29T10:05:00.000Z',
        shippingKind: 'express',
        expressCode: 'SF',
        expressName: '顺丰速运',
        trackingNo: 'SF1234567',
        tracking: {
          state: 'inTransit',
          provider: 'sandbox',
          fetchedAt: '2026-11-29T12:00:00.000Z',
          traces: [{ time: '2026-11-29T11:00:00.000Z', text: '快件已到达杭州转运中心' }],
        },
      },
      refundable,
    });
    const tracking = screen.getByTestId('sf-tracking');
    expect(within(tracking).getByText('顺丰速运 SF1234567')).toBeTruthy();
    expect(within(tracking).getByText('快件已到达杭州转运中心')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    expect(onReceive).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '申请售后' }).getAttribute('href')).toBe(
      '/h5/sunrise/refund/7?line=11',
    );
  });

  it('a line with an open request links to it instead of asking again', () => {
    view({
      order: { ...order, status: 'toShip', paidAt: '2026-11-29T10:05:00.000Z' },
      refundable,
      afterSales: [
        {
          id: 5,
          status: 'submitted',
          lines: [{ orderLineId: 11 }],
        } as unknown as OrderDetailViewProps['afterSales'][number],
      ],
    });
    expect(screen.getByRole('link', { name: '售后中' }).getAttribute('href')).toBe(
      '/h5/sunrise/after-sale/5',
    );
    expect(screen.queryByRole('link', { name: '申请售后' })).toBeNull();
  });

  it('pickup: the store, and the code as text and QR while it waits there', () => {
    view({
      order: { ...order, status: 'toVerify', deliveryType: 'pickup', storeId: 4 },
      pickup: { code: '12345678', qr: 'data:image/svg+xml;base64,PHN2Zy8+' },
      store: {
        id: 4,
        name: '海港旗舰店',
        logo: null,
        phone: null,
        regionName: '浙江省 杭州市',
        address: '滨江路 8 号',
        latitude: null,
        longitude: null,
        businessHours: '09:00-21:00',
      },
    });
    const code = screen.getByTestId('sf-pickup-code');
    expect(within(code).getByText('12345678')).toBeTruthy();
    expect(within(code).getByRole('img').getAttribute('alt')).toBe('提货二维码 12345678');
    expect(screen.getByText('海港旗舰店')).toBeTruthy();
    expect(screen.getByText('营业时间 09:00-21:00')).toBeTruthy();
  });
});
