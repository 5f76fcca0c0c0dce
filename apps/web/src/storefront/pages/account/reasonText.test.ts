import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.documentElement.lang = '';
  vi.resetModules();
});

async function reasonTextIn(lang: 'zh' | 'en') {
  document.documentElement.lang = lang;
  vi.resetModules();
  return (await import('./reasonText.ts')).reasonText;
}

describe('a wallet line’s reason', () => {
  it('reads the system’s reasons in English on an English page, with their order codes', async () => {
    const reasonText = await reasonTextIn('en');
    expect(
      reasonText({
        reason: '订单退款 O1（售后 R1）',
        reasonCode: 'orderRefund',
        reasonParams: { order: 'O1', afterSale: 'R1' },
      }),
    ).toBe('Refund of order O1 (after-sale R1)');
    expect(reasonText({ reason: '订单支付 O2', reasonCode: 'orderPay', reasonParams: { code: 'O2' } })).toBe(
      'Paid order O2',
    );
  });

  it('reads them in Chinese on a Chinese page, and shows a staff remark or an old line as written', async () => {
    const reasonText = await reasonTextIn('zh');
    expect(reasonText({ reason: 'x', reasonCode: 'orderPay', reasonParams: { code: 'O2' } })).toBe(
      '订单支付 O2',
    );
    expect(reasonText({ reason: '充值', reasonCode: null, reasonParams: null })).toBe('充值');
    expect(reasonText({ reason: '重复或无效支付退回' })).toBe('重复或无效支付退回');
  });
});
