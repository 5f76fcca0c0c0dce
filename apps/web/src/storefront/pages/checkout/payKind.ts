import type { PayOptions } from './api.ts';

/** How an online payment goes: the development sandbox, or one of WeChat Pay's products. */
export type OnlineKind = 'sandbox' | 'native' | 'h5' | 'jsapi';

/**
 * Whether the page is open inside WeChat (its browser names itself MicroMessenger).
 * @internal
 */
export const inWechat = (userAgent: string) => /MicroMessenger/i.test(userAgent);

/**
 * The online payment this page offers: the sandbox in development; with WeChat Pay, JSAPI inside
 * WeChat (H5 and a QR link do not pay there), otherwise Native's QR link on a computer's width and
 * H5 on a phone, each only when the merchant has it. Null: the wallet alone.
 */
export function onlineKind(options: PayOptions, userAgent: string, wide: boolean): OnlineKind | null {
  if (options.provider === 'sandbox') return 'sandbox';
  const has = (kind: 'native' | 'h5' | 'jsapi') => options.wechatKinds.includes(kind);
  if (inWechat(userAgent)) return has('jsapi') ? 'jsapi' : null;
  if (wide && has('native')) return 'native';
  if (has('h5')) return 'h5';
  return has('native') ? 'native' : null;
}
