import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../i18n/testing.ts';
import { en, zh } from './productStatsLocales.ts';
import { presetRange, rangeParams, runningTotal } from './productStatsRange.ts';

describe('product statistics helpers', () => {
  const now = dayjs('2026-03-10T15:30:00');

  it('make whole-day ranges for the presets', () => {
    const fmt = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD HH:mm:ss'));
    expect(fmt(presetRange('today', now))).toEqual(['2026-03-10 00:00:00', '2026-03-10 23:59:59']);
    expect(fmt(presetRange('week', now))).toEqual(['2026-03-04 00:00:00', '2026-03-10 23:59:59']);
    expect(fmt(presetRange('month', now))).toEqual(['2026-02-09 00:00:00', '2026-03-10 23:59:59']);
  });

  it('send whole days as ISO times', () => {
    const params = rangeParams([now, now]);
    expect(dayjs(params.startTime).format('HH:mm:ss')).toBe('00:00:00');
    expect(dayjs(params.endTime).format('HH:mm:ss.SSS')).toBe('23:59:59.999');
  });

  it('sum the days up', () => {
    expect(runningTotal([1, 0, 2, 3])).toEqual([1, 1, 3, 6]);
    expect(runningTotal([])).toEqual([]);
  });

  it('have every text in English', () => {
    expect(bundleProblems(zh, en)).toEqual([]);
  });
});
