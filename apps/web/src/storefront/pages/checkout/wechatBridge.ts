import type { Paid } from './api.ts';

export type Bridge = NonNullable<NonNullable<Paid['payment']>['bridge']>;

/** What WeChat's page bridge says after its pay sheet: paid, closed by the payer, or failed. */
export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

interface WeixinJSBridge {
  invoke(name: string, params: Bridge, done: (res: { err_msg?: string }) => void): void;
}

type WechatWindow = Window & { WeixinJSBridge?: WeixinJSBridge };

/** How long the bridge may take to be ready before paying here counts as failed. */
const READY_MS = 5000;

function bridgeOf(win: WechatWindow): Promise<WeixinJSBridge | null> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => resolve(null), READY_MS);
    win.document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        win.clearTimeout(timer);
        resolve(win.WeixinJSBridge ?? null);
      },
      { once: true },
    );
  });
}

/**
 * Opens WeChat's pay sheet with the server's signed parameters. Its answer is only the sheet's:
 * whether the order is paid is the server's to say (the result page asks it).
 */
export async function payInWechat(bridge: Bridge, win: Window = window): Promise<BridgeOutcome> {
  const jsBridge = await bridgeOf(win as WechatWindow);
  if (!jsBridge) return 'fail';
  return new Promise((resolve) => {
    jsBridge.invoke('getBrandWCPayRequest', bridge, (res) => {
      if (res.err_msg === 'get_brand_wcpay_request:ok') resolve('ok');
      else if (res.err_msg === 'get_brand_wcpay_request:cancel') resolve('cancel');
      else resolve('fail');
    });
  });
}
