import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../http/client.ts';
import { initI18n } from '../../../i18n/index.ts';
import { useSession } from '../../../session/state.ts';
import type { ReturnedPayment } from '../api.ts';
import * as api from '../api.ts';
import { ReturnedPayments } from './ReturnedPayments.tsx';

vi.mock('../api.ts', () => ({ retryReturn: vi.fn() }));

const row = (patch: Partial<ReturnedPayment> = {}): ReturnedPayment => ({
  id: 3,
  method: 'wechat',
  outRefundNo: 'B261128000000001',
  amount: '1299.00',
  status: 'succeeded',
  failureReason: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  finishedAt: '2026-11-28T09:01:00.000Z',
  ...patch,
});

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.retryReturn).mockReset();
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
  useSession.setState({ roles: ['order:detail', 'afterSale:refund'] });
});

afterEach(() => {
  useSession.setState({ roles: [] });
});

describe('<ReturnedPayments>', () => {
  it('shows each returned payment with amount, provider and state; a failed one is retried and the order reloaded', async () => {
    vi.mocked(api.retryReturn).mockResolvedValue({} as never);
    const onChanged = vi.fn();
    render(
      <ReturnedPayments
        orderId={7}
        returns={[row(), row({ id: 4, status: 'failed', failureReason: 'NOT_ENOUGH', finishedAt: null })]}
        onChanged={onChanged}
      />,
    );
    const table = screen.getByTestId('order-returned-payments');
    expect(table.textContent).toContain('1,299.00');
    expect(table.textContent).toContain('微信支付');
    expect(table.textContent).toContain('NOT_ENOUGH');
    expect(screen.getAllByTestId('returned-status').map((s) => s.textContent)).toEqual([
      '已退回',
      '退款失败',
    ]);
    const retries = screen.getAllByTestId('returned-retry');
    expect(retries).toHaveLength(1);
    fireEvent.click(retries[0]!);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.retryReturn).toHaveBeenCalledWith(7, 4);
  });

  it('offers no retry to those who may not refund', () => {
    useSession.setState({ roles: ['order:detail'] });
    render(<ReturnedPayments orderId={7} returns={[row({ status: 'failed' })]} onChanged={vi.fn()} />);
    expect(within(screen.getByTestId('order-returned-payments')).queryByTestId('returned-retry')).toBeNull();
  });
});
