import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../request.ts';
import type { Paid } from './api.ts';
import { PayPanel } from './PayPanel.tsx';
import type { OnlineKind } from './payKind.ts';
import { WECHAT_BRIDGE } from './testing.ts';
import { payInWechat } from './wechatBridge.ts';

const paidOrder = { order: { id: 9 }, payment: null } as unknown as Paid;

function panel(
  balance: string | null,
  pay: (method: 'wallet' | 'provider') => Promise<Paid>,
  {
    online = 'sandbox',
    wechatSignIn = null,
  }: { online?: OnlineKind | null; wechatSignIn?: (() => Promise<void>) | null } = {},
) {
  const onDone = vi.fn();
  const confirmSandbox = vi.fn(async () => undefined);
  const leaveFor = vi.fn();
  render(
    <PayPanel
      amount="63.00"
      balance={balance}
      online={online}
      pay={pay}
      confirmSandbox={confirmSandbox}
      wechatSignIn={wechatSignIn}
      leaveFor={leaveFor}
      payInWechat={(bridge) => payInWechat(bridge)}
      onDone={onDone}
    />,
  );
  return { onDone, confirmSandbox, leaveFor };
}

/** A provider's answer as the server gives it. */
const started = (payment: Partial<NonNullable<Paid['payment']>>) =>
  vi.fn(async () => ({
    order: null,
    payment: {
      method: 'wechat',
      kind: null,
      bridge: null,
      outTradeNo: 'T1',
      amount: '63.00',
      payUrl: '',
      ...payment,
    },
  })) as unknown as (method: 'wallet' | 'provider') => Promise<Paid>;

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

  it('offers WeChat by its product, and only the wallet when nothing online is offered', () => {
    panel('100.00', vi.fn(), { online: 'h5' });
    expect(screen.getByRole('radio', { name: /微信支付.*跳转到微信完成支付/ })).toBeTruthy();
    cleanup();
    panel('10.00', vi.fn(), { online: null });
    expect(screen.queryByRole('radio', { name: /在线支付|微信支付/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /余额支付/ })).toHaveProperty('checked', true);
  });

  it("H5: leaves for WeChat's pay page, which comes back to the result page", async () => {
    const url =
      'https://wx.tenpay.com/checkmweb?prepay_id=wx1&redirect_url=https%3A%2F%2Fshop%2Fh5%2Fs%2Fpaid%2F9';
    const pay = started({ kind: 'h5', payUrl: url });
    const { leaveFor, onDone } = panel('0.00', pay, { online: 'h5' });
    await act(async () => fireEvent.click(payNow()));
    expect(pay).toHaveBeenCalledWith('provider');
    expect(leaveFor).toHaveBeenCalledWith(url);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("JSAPI: asks WeChat's sign-in first while the openid is unknown, and pays nothing yet", async () => {
    const pay = vi.fn();
    const wechatSignIn = vi.fn(async () => undefined);
    panel('0.00', pay, { online: 'jsapi', wechatSignIn });
    await act(async () => fireEvent.click(payNow()));
    expect(wechatSignIn).toHaveBeenCalledTimes(1);
    expect(pay).not.toHaveBeenCalled();
  });

  it("JSAPI: opens WeChat's pay sheet with the server's signed parameters, then the result page reads the order", async () => {
    const invoke = vi.fn((_name: string, _params: unknown, done: (res: { err_msg: string }) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    Object.assign(window, { WeixinJSBridge: { invoke } });
    try {
      const { onDone } = panel(
        '0.00',
        started({ kind: 'jsapi', payUrl: 'prepay_id=wx1', bridge: WECHAT_BRIDGE }),
        {
          online: 'jsapi',
        },
      );
      await act(async () => fireEvent.click(payNow()));
      expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', WECHAT_BRIDGE, expect.any(Function));
      expect(onDone).toHaveBeenCalledTimes(1);
      cleanup();

      invoke.mockImplementation((_n, _p, done) => done({ err_msg: 'get_brand_wcpay_request:cancel' }));
      const cancelled = panel(
        '0.00',
        started({ kind: 'jsapi', payUrl: 'prepay_id=wx1', bridge: WECHAT_BRIDGE }),
        {
          online: 'jsapi',
        },
      );
      await act(async () => fireEvent.click(payNow()));
      expect(screen.getByTestId('sf-pay-error').textContent).toBe('已取消微信支付，订单仍待支付');
      expect(cancelled.onDone).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'WeixinJSBridge');
    }
  });

  it('Native on a computer: the QR to scan with WeChat, and the result page when the shopper says it is paid', async () => {
    const qr = 'data:image/svg+xml;base64,PHN2Zy8+';
    const pay = started({ kind: 'native', payUrl: 'weixin://wxpay/bizpayurl?pr=1', qr });
    const { onDone } = panel('0.00', pay, { online: 'native' });
    await act(async () => fireEvent.click(payNow()));
    const sheet = screen.getByRole('dialog', { name: '微信支付' });
    expect(sheet.querySelector('img')?.getAttribute('src')).toBe(qr);
    expect(screen.getByRole('img', { name: '微信支付二维码' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我已支付，查看结果' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
