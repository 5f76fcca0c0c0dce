import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../http/client.ts';
import { initI18n } from '../../../i18n/index.ts';
import type { PlacedOrder } from '../api.ts';
import * as api from '../api.ts';
import { withQueries } from '../refunds/testing.tsx';
import { WalletPayDialog } from './WalletPayDialog.tsx';

vi.mock('../api.ts', () => ({ fetchMember: vi.fn(), payWithWallet: vi.fn() }));

const placed = { id: 9, memberId: 5, code: '261129000000000009', payAmount: '1039.90' } as PlacedOrder;

const memberWith = (nowMoney: string) =>
  ({ uid: 5, nowMoney }) as Awaited<ReturnType<typeof api.fetchMember>>;

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchMember).mockReset().mockResolvedValue(memberWith('1200.00'));
  vi.mocked(api.payWithWallet)
    .mockReset()
    .mockResolvedValue({ ...placed, status: 'toShip' } as never);
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
});

const ok = () => screen.getByTestId('wallet-ok') as HTMLButtonElement;

describe('<WalletPayDialog>', () => {
  it("shows the amount, the member's balance from the server and the balance after; cancel sends nothing", async () => {
    const onCancel = vi.fn();
    render(withQueries(<WalletPayDialog order={placed} onCancel={onCancel} onPaid={vi.fn()} />));
    expect(screen.getByTestId('wallet-amount').textContent).toBe('1,039.90');
    expect((await screen.findByTestId('wallet-after')).textContent).toBe('160.10');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('1,200.00');
    expect(api.fetchMember).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByTestId('wallet-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(api.payWithWallet).not.toHaveBeenCalled();
  });

  it('pays with one request when confirmed', async () => {
    const onPaid = vi.fn();
    render(withQueries(<WalletPayDialog order={placed} onCancel={vi.fn()} onPaid={onPaid} />));
    await waitFor(() => expect(ok().disabled).toBe(false));
    fireEvent.click(ok());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.payWithWallet).toHaveBeenCalledTimes(1);
    expect(api.payWithWallet).toHaveBeenCalledWith(5, 9);
  });

  it('refuses a short balance up front: says how much is missing and keeps OK disabled', async () => {
    vi.mocked(api.fetchMember).mockResolvedValue(memberWith('1000.00'));
    render(withQueries(<WalletPayDialog order={placed} onCancel={vi.fn()} onPaid={vi.fn()} />));
    expect((await screen.findByTestId('wallet-short')).textContent).toContain('还差 39.90');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('1,000.00');
    expect(screen.queryByTestId('wallet-after')).toBeNull();
    expect(ok().disabled).toBe(true);
    fireEvent.click(ok());
    expect(api.payWithWallet).not.toHaveBeenCalled();
  });
});
