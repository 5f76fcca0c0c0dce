import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../http/ApiError.ts';
import { configureHttp } from '../../../http/client.ts';
import { initI18n } from '../../../i18n/index.ts';
import { useSession } from '../../../session/state.ts';
import type { OrderRef } from '../api.ts';
import * as api from '../api.ts';
import { PriceDialog } from './PriceDialog.tsx';

vi.mock('../api.ts', () => ({ changePrice: vi.fn() }));

const order = (patch: Partial<OrderRef> = {}): OrderRef => ({
  id: 7,
  code: '261126000000000007',
  status: 'unpaid',
  deliveryType: 'express',
  payAmount: '30.00',
  priceChangeCount: 0,
  staffRemark: '',
  ...patch,
});

const onError = vi.fn();

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.changePrice).mockReset();
  onError.mockReset();
  configureHttp({ getToken: () => undefined, onError });
  useSession.setState({ roles: ['order:price'] });
});

afterEach(() => {
  useSession.setState({ roles: [] });
});

const amount = () => screen.getByTestId('price-amount') as HTMLInputElement;

describe('<PriceDialog>', () => {
  it('tells the once-only rule, focuses the amount and submits the typed decimal on Enter', async () => {
    vi.mocked(api.changePrice).mockResolvedValue({} as never);
    const onDone = vi.fn();
    const { rerender } = render(<PriceDialog order={null} onClose={vi.fn()} onDone={onDone} />);
    rerender(<PriceDialog order={order()} onClose={vi.fn()} onDone={onDone} />);
    expect(screen.getByTestId('price-rule').textContent).toContain('只能修改一次');
    await waitFor(() => expect(document.activeElement).toBe(amount()));
    fireEvent.change(amount(), { target: { value: '25.5' } });
    fireEvent.keyDown(amount(), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.changePrice).toHaveBeenCalledWith(7, '25.5'));
    expect(onDone).toHaveBeenCalled();
  });

  it('names the unpaid order’s amount as due, not paid', () => {
    render(<PriceDialog order={order()} onClose={vi.fn()} onDone={vi.fn()} />);
    const head = screen.getByTestId('dialog-order-amount').closest('.hh-order-dialog-head');
    expect(head?.textContent).toContain('应付金额');
    expect(head?.textContent).not.toContain('实付金额');
  });

  it('refuses the same amount without asking the server', async () => {
    render(<PriceDialog order={order()} onClose={vi.fn()} onDone={vi.fn()} />);
    fireEvent.change(amount(), { target: { value: '30' } });
    fireEvent.keyDown(amount(), { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('新价格与当前价格相同')).toBeTruthy();
    expect(api.changePrice).not.toHaveBeenCalled();
  });

  it('puts the server’s field message under the field, with no second notice', async () => {
    const refusal = new ApiError('status', '请求参数错误', 400, [
      { field: 'payAmount', message: '金额不能低于 0.01' },
    ]);
    vi.mocked(api.changePrice).mockRejectedValue(refusal);
    render(<PriceDialog order={order()} onClose={vi.fn()} onDone={vi.fn()} />);
    fireEvent.change(amount(), { target: { value: '12.00' } });
    fireEvent.keyDown(amount(), { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('金额不能低于 0.01')).toBeTruthy();
    expect(refusal.shownOnFields).toBe(true);
  });

  it('blocks a second change without order:priceAgain, allows it with', async () => {
    const { unmount } = render(
      <PriceDialog order={order({ priceChangeCount: 1 })} onClose={vi.fn()} onDone={vi.fn()} />,
    );
    expect(screen.getByTestId('price-rule').textContent).toContain('没有再次改价的权限');
    expect(amount().disabled).toBe(true);
    unmount();
    useSession.setState({ roles: ['order:price', 'order:priceAgain'] });
    render(<PriceDialog order={order({ priceChangeCount: 1 })} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByTestId('price-rule').textContent).toContain('已改过 1 次');
    expect(amount().disabled).toBe(false);
  });
});
