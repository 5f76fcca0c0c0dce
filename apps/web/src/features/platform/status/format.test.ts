import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatMs, percentOf } from './format.ts';

const zh = { day: '天', hour: '小时', minute: '分', second: '秒' };
const en = { day: 'd', hour: 'h', minute: 'min', second: 's' };

describe('status formatters', () => {
  it('writes sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(9_994_363)).toBe('9.5 MB');
    expect(formatBytes(555_110_400)).toBe('529 MB');
    expect(formatBytes(25_276_510_208)).toBe('23.5 GB');
    expect(formatBytes(5 * 1024 ** 5)).toBe('5120 TB');
    expect(formatBytes(-1)).toBe('—');
  });

  it('writes durations as their two largest parts', () => {
    expect(formatDuration(0, en)).toBe('0 s');
    expect(formatDuration(42, en)).toBe('42 s');
    expect(formatDuration(125, en)).toBe('2 min 5 s');
    expect(formatDuration(3600, en)).toBe('1 h');
    expect(formatDuration(3725, zh)).toBe('1 小时 2 分');
    expect(formatDuration(93_784, zh)).toBe('1 天 2 小时');
    expect(formatDuration(86_400 + 59, en)).toBe('1 d');
    expect(formatDuration(86_400 * 3 + 60 * 5, en)).toBe('3 d');
  });

  it('writes query times in ms or s', () => {
    expect(formatMs(0.421)).toBe('0.42 ms');
    expect(formatMs(12.34)).toBe('12.3 ms');
    expect(formatMs(845.4)).toBe('845 ms');
    expect(formatMs(1250)).toBe('1.25 s');
  });

  it('bounds percentages and survives a zero total', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(5, 4)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});
