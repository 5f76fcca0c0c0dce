import { describe, expect, it } from 'vitest';
import type { PayOptions } from './api.ts';
import { inWechat, onlineKind } from './payKind.ts';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const wechat = (...wechatKinds: PayOptions['wechatKinds']): PayOptions => ({
  provider: 'wechat',
  wechatKinds,
  openid: false,
});

describe('choosing the online payment by the browser', () => {
  it('tells WeChat’s own browser from others', () => {
    expect(inWechat(WECHAT_UA)).toBe(true);
    expect(inWechat(SAFARI_UA)).toBe(false);
  });

  it('the sandbox in development, whatever the browser', () => {
    const sandbox: PayOptions = { provider: 'sandbox', wechatKinds: [], openid: false };
    expect(onlineKind(sandbox, WECHAT_UA, false)).toBe('sandbox');
    expect(onlineKind(sandbox, DESKTOP_UA, true)).toBe('sandbox');
  });

  it('JSAPI inside WeChat, and nothing online there without it (H5 and the QR link do not pay there)', () => {
    expect(onlineKind(wechat('native', 'h5', 'jsapi'), WECHAT_UA, false)).toBe('jsapi');
    expect(onlineKind(wechat('native', 'h5'), WECHAT_UA, false)).toBeNull();
  });

  it('H5 in a phone browser, Native on a computer width, each only when the merchant has it', () => {
    const all = wechat('native', 'h5', 'jsapi');
    expect(onlineKind(all, SAFARI_UA, false)).toBe('h5');
    expect(onlineKind(all, DESKTOP_UA, true)).toBe('native');
    expect(onlineKind(wechat('h5'), DESKTOP_UA, true)).toBe('h5');
    expect(onlineKind(wechat('native'), SAFARI_UA, false)).toBe('native');
    expect(onlineKind(wechat('jsapi'), SAFARI_UA, false)).toBeNull();
  });
});
