import { describe, expect, it, vi } from 'vitest';
import { WECHAT_BRIDGE } from './testing.ts';
import { payInWechat } from './wechatBridge.ts';

/** A window whose WeixinJSBridge answers `errMsg`, there at once or only after its ready event. */
function wechatWindow(errMsg: string, { late = false } = {}) {
  const invoke = vi.fn((_name: string, _params: unknown, done: (res: { err_msg: string }) => void) =>
    done({ err_msg: errMsg }),
  );
  const document = new EventTarget();
  const win = { document, setTimeout, clearTimeout, WeixinJSBridge: late ? undefined : { invoke } };
  const ready = () => {
    win.WeixinJSBridge = { invoke };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  };
  return { win: win as unknown as Window, invoke, ready };
}

describe("WeChat's pay sheet (JSAPI)", () => {
  it('calls getBrandWCPayRequest with the signed parameters and reads its answer', async () => {
    const paid = wechatWindow('get_brand_wcpay_request:ok');
    expect(await payInWechat(WECHAT_BRIDGE, paid.win)).toBe('ok');
    expect(paid.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', WECHAT_BRIDGE, expect.any(Function));
    expect(await payInWechat(WECHAT_BRIDGE, wechatWindow('get_brand_wcpay_request:cancel').win)).toBe(
      'cancel',
    );
    expect(await payInWechat(WECHAT_BRIDGE, wechatWindow('get_brand_wcpay_request:fail').win)).toBe('fail');
  });

  it('waits for the bridge to be ready, and gives up outside WeChat', async () => {
    const late = wechatWindow('get_brand_wcpay_request:ok', { late: true });
    const paying = payInWechat(WECHAT_BRIDGE, late.win);
    late.ready();
    expect(await paying).toBe('ok');

    vi.useFakeTimers();
    try {
      const never = payInWechat(WECHAT_BRIDGE, wechatWindow('x', { late: true }).win);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await never).toBe('fail');
    } finally {
      vi.useRealTimers();
    }
  });
});
