import { fromCents, toCents } from '@hh/shared/decimal';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../request.ts';
import { navigate } from '../../router.ts';
import {
  type Address,
  addressBook,
  type CheckoutLine,
  type Computed,
  type Confirmed,
  checkout,
} from './api.ts';
import { CheckoutPage } from './CheckoutPage.tsx';
import { type CheckoutIntent, keepIntent, readIntent } from './intent.ts';

vi.mock('./api.ts', () => ({
  addressBook: { list: vi.fn() },
  checkout: { confirm: vi.fn(), compute: vi.fn(), create: vi.fn() },
}));
vi.mock('../../shopper.ts', () => ({ me: vi.fn(async () => ({ phone: '13900002222' })) }));
vi.mock('../../router.ts', () => ({ navigate: vi.fn() }));

const KEY = 'sunrise';

const line = (skuId: number, unitPrice: string, quantity: number, stock = 30): CheckoutLine => ({
  productId: skuId,
  skuId,
  productName: `商品${skuId}`,
  skuLabel: '',
  picture: null,
  discount: '0.00',
  activity: null,
  unitPrice,
  quantity,
  lineTotal: fromCents(toCents(unitPrice) * BigInt(quantity)),
  stock,
});

const price = (goodsTotal: string) => ({
  goodsTotal,
  freight: '0.00',
  discounts: [],
  discountTotal: '0.00',
  payAmount: goodsTotal,
});

const store = {
  id: 4,
  name: '朝阳门店',
  regionName: null,
  address: '建国路 88 号',
  phone: null,
  businessHours: null,
};
const home = { id: 7, name: '王五', phone: '13955559999', detail: '解放路 1 号', isDefault: true } as Address;

/** The server answers: two lines, the first now 27.50 (the cart showed 25.00). */
const lines = [line(1, '27.50', 1), line(2, '5.00', 2)];
const confirmed: Confirmed = {
  key: 'k1',
  expiresAt: '2026-11-29T12:00:00.000Z',
  lines,
  pickupStores: [store],
  address: null,
  price: price('37.50'),
  coupons: { options: [], chosenId: null },
};
const computed: Computed = {
  existingOrder: null,
  deliveryType: 'express',
  address: null,
  storeId: null,
  lines,
  price: price('37.50'),
  coupons: { options: [], chosenId: null },
};

const fromCart = (patch: Partial<CheckoutIntent> = {}): CheckoutIntent => ({
  buy: { cartIds: [11, 12] },
  seen: [
    { skuId: 1, price: '25.00' },
    { skuId: 2, price: '5.00' },
  ],
  ...patch,
});

async function open(intent: CheckoutIntent) {
  keepIntent(KEY, intent);
  render(<CheckoutPage companyKey={KEY} />);
  await act(async () => undefined);
}

beforeEach(() => {
  vi.mocked(addressBook.list).mockResolvedValue([home]);
  vi.mocked(checkout.confirm).mockResolvedValue(confirmed);
  vi.mocked(checkout.compute).mockResolvedValue(computed);
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.clearAllMocks();
});

describe('<CheckoutPage>', () => {
  it('says which line changed price since the cart before any money moves', async () => {
    await open(fromCart());
    await screen.findByText('价格已变动：原 ¥25.00，现 ¥27.50');
    expect(screen.getAllByText(/价格已变动：/)).toHaveLength(1);
    expect(checkout.create).not.toHaveBeenCalled();
  });

  it('sends the shopper back to the cart with the server’s words when a line went off the shelf', async () => {
    vi.mocked(checkout.confirm).mockRejectedValue(new RequestError(409, '商品1已下架'));
    await open(fromCart());
    const refused = await screen.findByTestId('sf-checkout-refused');
    expect(refused.querySelector('[role=alert]')?.textContent).toBe('商品1已下架');
    expect(screen.getByRole('link', { name: '返回购物车' }).getAttribute('href')).toBe('/h5/sunrise/cart');
  });

  it('makes no order when the stock ran short at create: the refusal over the lines, the new answer shown', async () => {
    await open(fromCart());
    await screen.findByText('价格已变动：原 ¥25.00，现 ¥27.50');
    const short = [line(1, '27.50', 1), line(2, '5.00', 2, 1)];
    vi.mocked(checkout.create).mockRejectedValue(new RequestError(409, '商品2库存不足'));
    vi.mocked(checkout.compute).mockResolvedValue({ ...computed, lines: short });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交订单' })));
    expect(screen.getByTestId('sf-checkout-banner').textContent).toBe('商品2库存不足');
    expect(screen.getByText('仅剩 1 件')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(readIntent(KEY)?.placing).toBeUndefined();
  });

  it('comes back from the address book with pickup, the store, who collects and the note as chosen', async () => {
    await open(
      fromCart({
        key: 'k0',
        choices: {
          deliveryType: 'pickup',
          storeId: 4,
          pickupName: '王五',
          pickupPhone: '13955559999',
          buyerNote: '傍晚来取',
        },
      }),
    );
    expect(await screen.findByLabelText('提货人')).toHaveProperty('value', '王五');
    expect(screen.getByRole('radio', { name: '到店自提' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('订单备注')).toHaveProperty('value', '傍晚来取');
    fireEvent.change(screen.getByLabelText('订单备注'), { target: { value: '六点后' } });
    expect(readIntent(KEY)?.choices?.buyerNote).toBe('六点后');
  });
});
