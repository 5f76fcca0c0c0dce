import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import type { CheckoutCouponsWire } from '../api.ts';
import { CouponChoice } from './CouponChoice.tsx';

type Option = CheckoutCouponsWire['options'][number];

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

const COUPONS: CheckoutCouponsWire = {
  options: [
    option({ id: 1 }),
    option({ id: 2, title: '八折券', kind: 'percent', amount: null, percentOff: 20, discount: '6.00' }),
    option({ id: 3, title: '满500减50', discount: '0.00', unusable: 'threshold', missing: '420.00' }),
    option({ id: 4, title: '指定商品券', discount: '0.00', unusable: 'outOfScope' }),
  ],
  chosenId: 1,
};

const openOptions = async () => {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
  return [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
};

beforeAll(() => {
  initI18n();
});

describe('<CouponChoice>', () => {
  it('shows the applied coupon; lists the usable with what they take off, the others disabled with why, and "use no coupon"', async () => {
    const onChoose = vi.fn();
    render(<CouponChoice coupons={COUPONS} onChoose={onChoose} />);
    expect(screen.getByTestId('create-coupon').textContent).toContain('满50减10 · 减 ¥10.00');
    const options = await openOptions();
    expect(options.map((o) => o.textContent)).toEqual([
      '满50减10 · 减 ¥10.00',
      '八折券 · 减 ¥6.00',
      '满500减50 · 还差 ¥420.00',
      '指定商品券 · 本单商品不在使用范围内',
      '不使用优惠券',
    ]);
    expect(options.map((o) => o.getAttribute('aria-disabled'))).toEqual([
      'false',
      'false',
      'true',
      'true',
      'false',
    ]);
    fireEvent.click(options[1]!);
    expect(onChoose).toHaveBeenLastCalledWith(2);
  });

  it('chooses none, and a disabled coupon never', async () => {
    const onChoose = vi.fn();
    render(<CouponChoice coupons={COUPONS} onChoose={onChoose} />);
    const options = await openOptions();
    fireEvent.click(options[2]!);
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(options[4]!);
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });

  it('says so when the member holds no coupon, and shows none chosen', () => {
    render(<CouponChoice coupons={{ options: [], chosenId: null }} onChoose={vi.fn()} />);
    expect(screen.getByTestId('create-coupon').textContent).toContain('不使用优惠券');
    expect(screen.getByText('会员没有可用于本单的优惠券')).toBeTruthy();
  });
});
