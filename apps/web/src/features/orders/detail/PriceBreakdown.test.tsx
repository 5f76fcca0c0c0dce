import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

beforeAll(() => {
  initI18n();
});

const payment = {
  id: 1,
  method: 'wallet' as const,
  outTradeNo: 'P261129000000001',
  amount: '30.00',
  providerTxnId: null,
  createdAt: '2026-11-29T04:00:00.000Z',
  paidAt: null,
  closedAt: null,
};

const order = (status: 'unpaid' | 'toShip') => ({
  status,
  goodsTotal: '30.00',
  freight: '0.00',
  discountTotal: '0.00',
  payAmount: '30.00',
  originalPayAmount: null,
  payments: [{ ...payment, status: status === 'unpaid' ? ('pending' as const) : ('paid' as const) }],
  refundStatus: 'none' as const,
  refundedAmount: '0.00',
});

describe('<PriceBreakdown>', () => {
  it('names an unpaid order’s amount as due and shows no paid amount on it', () => {
    render(<PriceBreakdown order={order('unpaid')} />);
    const table = screen.getByTestId('order-breakdown');
    expect(table.textContent).toContain('应付金额');
    expect(table.textContent).not.toContain('已付金额');
    expect(screen.queryByTestId('detail-paid')).toBeNull();
  });

  it('shows what a paid order paid', () => {
    render(<PriceBreakdown order={order('toShip')} />);
    expect(screen.getByTestId('detail-paid').textContent).toBe('30.00');
  });
});
