import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartList, cartApi } from '../../cart.ts';
import { RequestError } from '../../request.ts';
import { startCheckout } from '../checkout/intent.ts';
import { CartPage } from './CartPage.tsx';

vi.mock('../../cart.ts', () => ({
  cartApi: { list: vi.fn(), add: vi.fn(), setQuantity: vi.fn(), remove: vi.fn() },
}));
vi.mock('../checkout/intent.ts', () => ({ startCheckout: vi.fn() }));
vi.mock('./hint.ts', () => ({ promotionHint: vi.fn(() => Promise.resolve(null)) }));

const line = (id: number, name: string | null, price: string | null, quantity: number, stock: number) => ({
  id,
  productId: id,
  skuId: 100 + id,
  quantity,
  name,
  image: null,
  specKey: '',
  price,
  stock,
});

const cart: CartList = {
  valid: [line(1, '保温杯', '19.90', 2, 50), line(2, '帆布袋', '0.10', 3, 50)],
  invalid: [
    { ...line(3, '旧款水壶', '5.00', 1, 9), reason: 'offShelf' },
    { ...line(4, '限量帽子', '8.00', 2, 0), reason: 'outOfStock' },
    { ...line(5, '毛巾', '8.00', 6, 4), reason: 'notEnoughStock' },
    { ...line(6, null, null, 1, 0), reason: 'skuGone' },
  ],
};

async function open(list: CartList = cart) {
  vi.mocked(cartApi.list).mockResolvedValue(list);
  render(<CartPage companyKey="sunrise" />);
  await screen.findByTestId(list.valid.length || list.invalid.length ? 'sf-cart' : 'sf-cart-empty');
}

const total = () => screen.getByTestId('sf-cart-total').textContent;
const checkoutButton = () => screen.getByTestId('sf-cart-checkout');

afterEach(() => vi.clearAllMocks());

describe('<CartPage>', () => {
  it('shows the lines that cannot be bought with why, outside the total and the checkout', async () => {
    await open();
    const broken = screen.getAllByTestId('sf-cart-broken-line');
    expect(broken.map((row) => within(row).getByTestId('sf-cart-reason').textContent)).toEqual([
      '商品已下架',
      '已售罄',
      '库存仅剩 4 件（已选 6 件）',
      '该规格已不存在',
    ]);
    expect(broken.every((row) => within(row).queryByRole('checkbox') === null)).toBe(true);
    expect(within(broken[3]!).getByText('商品已不存在')).toBeTruthy();
    expect(total()).toBe('¥40.10');
    expect(checkoutButton().textContent).toBe('结算 (5)');
  });

  it('checks out only the ticked lines that can be bought, with the prices the shopper saw', async () => {
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 帆布袋' }));
    expect(total()).toBe('¥39.80');
    fireEvent.click(checkoutButton());
    expect(startCheckout).toHaveBeenCalledWith('sunrise', { cartIds: [1] }, [{ skuId: 101, price: '19.90' }]);
  });

  it('offers to buy what is left of a line short of stock, and ticks it when it can be bought again', async () => {
    await open();
    const fixed: CartList = {
      valid: [...cart.valid, line(5, '毛巾', '8.00', 4, 4)],
      invalid: cart.invalid.filter((l) => l.id !== 5),
    };
    vi.mocked(cartApi.list).mockResolvedValue(fixed);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '改为 4 件' })));
    expect(cartApi.setQuantity).toHaveBeenCalledWith('sunrise', 5, 4);
    expect(screen.getByRole('checkbox', { name: '选择 毛巾' })).toHaveProperty('checked', true);
    expect(total()).toBe('¥72.10');
  });

  it('says a refused change at its line and leaves the cart as the server has it', async () => {
    await open();
    vi.mocked(cartApi.setQuantity).mockRejectedValue(new RequestError(409, '库存不足，仅剩 2 件'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '增加 数量 保温杯' })));
    const cup = screen.getAllByTestId('sf-cart-line')[0]!;
    expect(within(cup).getByRole('alert').textContent).toBe('库存不足，仅剩 2 件');
    expect(total()).toBe('¥40.10');
  });

  it('says so when the cart is empty', async () => {
    await open({ valid: [], invalid: [] });
    expect(screen.getByTestId('sf-cart-empty').textContent).toContain('购物车还是空的');
  });
});
