import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../request.ts';
import type { Paid } from './api.ts';
import { PayPanel } from './PayPanel.tsx';

const paidOrder = { order: { id: 9 }, payment: null } as unknown as Paid;

function panel(balance: string | null, pay: (method: 'wallet' | 'provider') => Promise<Paid>) {
  const onDone = vi.fn();
  const confirmSandbox = vi.fn(async () => undefined);
  render(
    <PayPanel amount="63.00" balance={balance} pay={pay} confirmSandbox={confirmSandbox} onDone={onDone} />,
  );
  return { onDone, confirmSandbox };
}

const payNow = () => screen.getByRole('button', { name: /立即支付/ });

describe('paying an order', () => {
  it('pays from a wallet that covers the amount, once for a double tap', async () => {
    const pay = vi.fn(async () => paidOrder);
    const { onDone } = panel('100.00', pay);
    expect(screen.getByText('可用余额 ¥100.00')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /余额支付/ })).toHaveProperty('checked', true);
    await act(async () => {
      fireEvent.click(payNow());
      fireEvent.click(payNow());
    });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledWith('wallet');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says how much a short wallet lacks, and offers paying online instead', () => {
    panel('50.00', vi.fn());
    expect(screen.getByTestId('sf-wallet-short').textContent).toBe('余额不足，还差 ¥13.00');
    expect(screen.getByRole('radio', { name: /余额支付/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /在线支付/ })).toHaveProperty('checked', true);
  });

  it("shows the server's refusal, and leaves the answer to the result page when the connection drops", async () => {
    const refused = vi.fn(async () => {
      throw new RequestError(409, '余额不足，需支付 63.00 元');
    });
    const first = panel('100.00', refused);
    await act(async () => fireEvent.click(payNow()));
    expect(screen.getByTestId('sf-pay-error').textContent).toBe('余额不足，需支付 63.00 元');
    expect(first.onDone).not.toHaveBeenCalled();
    cleanup();

    const lost = panel(
      '100.00',
      vi.fn(async () => {
        throw new RequestError(0, 'offline');
      }),
    );
    await act(async () => fireEvent.click(payNow()));
    expect(lost.onDone).toHaveBeenCalledTimes(1);
  });

  it('pays in the sandbox through its confirm step', async () => {
    const pay = vi.fn(async () => ({
      order: null,
      payment: {
        method: 'sandbox',
        outTradeNo: 'T1',
        amount: '63.00',
        payUrl: 'http://x/api/pay/order/sandbox/T1?s=1',
      },
    })) as unknown as (method: 'wallet' | 'provider') => Promise<Paid>;
    const { onDone, confirmSandbox } = panel('0.00', pay);
    await act(async () => fireEvent.click(payNow()));
    expect(pay).toHaveBeenCalledWith('provider');
    expect(screen.getByRole('dialog', { name: '沙箱支付（开发环境）' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认支付 ¥63.00' })));
    expect(confirmSandbox).toHaveBeenCalledWith('http://x/api/pay/order/sandbox/T1?s=1');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
