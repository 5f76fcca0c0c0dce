import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CheckoutCoupons, CouponRow, CouponSheet } from './CouponSheet.tsx';

type Option = CheckoutCoupons['options'][number];

const option = (patch: Partial<Option>): Option => ({
  id: 1,
  title: '满50减10',
  kind: 'amount',
  amount: '10.00',
  percentOff: null,
  maxDiscount: null,
  threshold: '50.00',
  scope: 'all',
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-12-31T00:00:00.000Z',
  discount: '10.00',
  unusable: null,
  missing: null,
  ...patch,
});

const coupons: CheckoutCoupons = {
  chosenId: 2,
  options: [
    option({
      id: 2,
      title: '八折券',
      kind: 'percent',
      amount: null,
      percentOff: 20,
      maxDiscount: '15.00',
      discount: '15.00',
    }),
    option({ id: 1 }),
    option({
      id: 3,
      title: '满500减50',
      threshold: '500.00',
      discount: '0.00',
      unusable: 'threshold',
      missing: '400.00',
    }),
    option({ id: 4, title: '指定商品券', scope: 'products', discount: '0.00', unusable: 'outOfScope' }),
    option({
      id: 5,
      title: '明日券',
      discount: '0.00',
      unusable: 'notYetValid',
      validFrom: '2026-12-01T00:00:00.000Z',
    }),
  ],
};

describe('the checkout coupon row and sheet', () => {
  it('shows the applied coupon and what it takes off, or how many are usable', () => {
    const { rerender } = render(<CouponRow coupons={coupons} onOpen={vi.fn()} />);
    expect(screen.getByTestId('sf-checkout-coupon').textContent).toContain('八折券');
    expect(screen.getByTestId('sf-checkout-coupon').textContent).toContain('-¥15.00');
    rerender(<CouponRow coupons={{ ...coupons, chosenId: null }} onOpen={vi.fn()} />);
    expect(screen.getByTestId('sf-checkout-coupon').textContent).toContain('2 张可用');
    rerender(<CouponRow coupons={{ options: [], chosenId: null }} onOpen={vi.fn()} />);
    expect(screen.getByTestId('sf-checkout-coupon').textContent).toContain('暂无可用');
    expect((screen.getByTestId('sf-checkout-coupon') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the usable coupons to choose, the others with why not, and lets the shopper use none', () => {
    const onChoose = vi.fn();
    render(<CouponSheet coupons={coupons} onChoose={onChoose} onClose={vi.fn()} />);
    const sheet = screen.getByTestId('sf-coupon-sheet');
    expect(within(sheet).getByText('可用优惠券（2）')).toBeTruthy();
    expect(within(sheet).getByText('不可用优惠券（3）')).toBeTruthy();
    const usable = within(sheet).getAllByTestId('sf-coupon-usable');
    expect(usable.map((u) => u.textContent)).toEqual([
      expect.stringContaining('可减 ¥15.00'),
      expect.stringContaining('可减 ¥10.00'),
    ]);
    // The applied one is marked; the reasons are said in words.
    const picks = within(sheet).getAllByRole('button', { pressed: true });
    expect(picks[0]!.textContent).toContain('八折券');
    expect(within(sheet).getByText('还差 ¥400.00 可用')).toBeTruthy();
    expect(within(sheet).getByText('本单商品不在该券的使用范围内')).toBeTruthy();
    expect(within(sheet).getByText(/起可用$/)).toBeTruthy();
    // Unusable coupons are not buttons.
    expect(within(sheet).getAllByTestId('sf-coupon-unusable')).toHaveLength(3);
    fireEvent.click(usable[1]!.closest('button')!);
    expect(onChoose).toHaveBeenLastCalledWith(1);
    fireEvent.click(within(sheet).getByRole('button', { name: '不使用优惠券' }));
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });
});
