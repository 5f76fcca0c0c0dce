import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../i18n/testing.ts';
import { axisMoney, dayTooltip, yuan } from './salesFormat.ts';
import { en, zh } from './salesLocales.ts';
import { en as rangeEn, zh as rangeZh } from './statsRangeLocales.ts';

describe('sales formatting', () => {
  it('shows money exactly, grouped, from the decimal string', () => {
    expect(yuan('1234568.19')).toBe('¥1,234,568.19');
    expect(yuan('0.00')).toBe('¥0.00');
    expect(yuan('12345678901234567.89')).toBe('¥12,345,678,901,234,567.89');
  });

  it('shortens axis ticks in the language of the page', () => {
    expect(axisMoney(0, 'zh')).toBe('0');
    expect(axisMoney(800, 'zh')).toBe('800');
    expect(axisMoney(15000, 'zh')).toBe('1.5万');
    expect(axisMoney(250_000_000, 'zh-CN')).toBe('2.5亿');
    expect(axisMoney(15000, 'en')).toBe('15k');
    expect(axisMoney(2_000_000, 'en')).toBe('2M');
    expect(axisMoney(999, 'en')).toBe('999');
  });

  it('puts the exact figures of a day in its tooltip', () => {
    expect(
      dayTooltip('2026-03-10', { label: '支付订单', value: 3 }, { label: '销售额', value: '1234568.19' }),
    ).toBe('2026-03-10<br/>支付订单: 3<br/>销售额: ¥1,234,568.19');
  });

  it('have every text in English', () => {
    expect(bundleProblems(zh, en)).toEqual([]);
    expect(bundleProblems(rangeZh, rangeEn)).toEqual([]);
  });
});
