import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address, CheckoutLine } from './api.ts';
import { CheckoutView, type CheckoutViewProps } from './CheckoutView.tsx';
import { priceChanges } from './state.ts';

const line = (patch: Partial<CheckoutLine>): CheckoutLine => ({
  productId: 1,
  skuId: 1,
  productName: '衬衫',
  skuLabel: '红,M',
  picture: null,
  discount: '0.00',
  activity: null,
  unitPrice: '25.00',
  quantity: 2,
  lineTotal: '50.00',
  stock: 30,
  ...patch,
});

const home: Address = {
  id: 7,
  name: '王五',
  phone: '13955559999',
  provinceId: 33,
  provinceName: '浙江省',
  cityId: 3301,
  cityName: '杭州市',
  districtId: 330102,
  districtName: '上城区',
  detail: '解放路 1 号',
  isDefault: true,
  createdAt: '2026-11-29T00:00:00.000Z',
};

function view(patch: Partial<CheckoutViewProps> = {}) {
  const props: CheckoutViewProps = {
    lines: [line({}), line({ skuId: 2, productName: '袜子', skuLabel: '', unitPrice: '5.00', stock: 3 })],
    price: { goodsTotal: '55.00', freight: '8.00', discounts: [], discountTotal: '0.00', payAmount: '63.00' },
    coupons: { options: [], chosenId: null },
    onCoupon: vi.fn(),
    changes: new Map(),
    stores: [],
    address: home,
    chooseAddressHref: '/h5/sunrise/addresses?choose=1',
    form: {
      deliveryType: 'express',
      addressId: 7,
      storeId: null,
      pickupName: '',
      pickupPhone: '',
      buyerNote: '',
    },
    onForm: vi.fn(),
    problems: [],
    fieldErrors: {},
    banner: null,
    computing: false,
    creating: false,
    blocked: false,
    onSubmit: vi.fn(),
    ...patch,
  };
  render(<CheckoutView {...props} />);
  return props;
}

const place = () => screen.getByRole('button', { name: '提交订单' });

describe('the checkout page', () => {
  it('shows the address, the lines and the amounts the server computed, and places the order once tapped', () => {
    const props = view();
    expect(screen.getByTestId('sf-checkout-address').textContent).toContain(
      '浙江省 杭州市 上城区 解放路 1 号',
    );
    const lines = screen.getAllByTestId('sf-checkout-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('红,M');
    expect(lines[1]!.textContent).toContain('仅剩 3 件');
    expect(screen.getByText('运费').nextSibling?.textContent).toBe('¥8.00');
    expect(screen.getByRole('contentinfo').textContent).toContain('63.00');
    expect(screen.queryByRole('radio', { name: '到店自提' })).toBeNull();
    fireEvent.click(place());
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('names the line whose price changed since the cart, with both prices', () => {
    const lines = [line({ unitPrice: '27.50', lineTotal: '55.00' })];
    view({ lines, changes: priceChanges([{ skuId: 1, price: '25.00' }], lines) });
    expect(screen.getByText('以下商品的价格已变动，请确认后再提交订单')).toBeTruthy();
    const row = screen.getByTestId('sf-checkout-line');
    expect(within(row).getByText('价格已变动：原 ¥25.00，现 ¥27.50')).toBeTruthy();
  });

  it('says a stock refusal over the lines and takes no order while it stands', () => {
    const props = view({ banner: '库存不足：衬衫（红,M）', blocked: true });
    expect(screen.getByRole('alert').textContent).toBe('库存不足：衬衫（红,M）');
    expect((place() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('sf-checkout'));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('takes no order while the total is being worked out again (a tap would send the old one)', () => {
    const props = view({ computing: true });
    expect((place() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('sf-checkout'));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an address when the shopper has none, linking to a new one', () => {
    view({ address: null, problems: ['address'], chooseAddressHref: '/h5/sunrise/addresses/new?choose=1' });
    const link = screen.getByTestId('sf-checkout-address');
    expect(link.getAttribute('href')).toBe('/h5/sunrise/addresses/new?choose=1');
    expect(screen.getByRole('alert').textContent).toBe('请添加收货地址');
  });

  it('offers pickup with the stores and their hours, and shows who collects with the server’s refusals at the fields', () => {
    const onForm = vi.fn();
    view({
      onForm,
      stores: [
        {
          id: 4,
          name: '海港旗舰店',
          regionName: '浙江省 杭州市',
          address: '滨江路 8 号',
          phone: '0571-1234',
          businessHours: '09:00-21:00',
        },
      ],
      form: {
        deliveryType: 'pickup',
        addressId: 7,
        storeId: 4,
        pickupName: '',
        pickupPhone: '139',
        buyerNote: '',
      },
      problems: ['pickupName'],
      fieldErrors: { 'pickupContact.phone': '手机号格式不正确' },
    });
    expect(screen.getByRole('radio', { name: /海港旗舰店/ })).toHaveProperty('checked', true);
    expect(screen.getByText('营业时间 09:00-21:00')).toBeTruthy();
    expect(screen.getByLabelText('提货人').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('手机号格式不正确')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '快递配送' }));
    expect(onForm).toHaveBeenCalledWith({ deliveryType: 'express' });
    fireEvent.change(screen.getByLabelText('提货人'), { target: { value: '王五' } });
    expect(onForm).toHaveBeenCalledWith({ pickupName: '王五' });
  });
});
