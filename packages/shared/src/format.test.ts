import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, formatRelativeTime, toMillis } from './format.ts';

const now = new Date(2024, 4, 20, 12, 0, 0).getTime();
const ago = (seconds: number): number => now - seconds * 1000;

describe('toMillis', () => {
  it('reads a 10-digit timestamp as seconds', () => {
    expect(toMillis(1700000000)).toBe(1700000000000);
    expect(toMillis('1700000000')).toBe(1700000000000);
  });
  it('keeps 13-digit timestamps as milliseconds', () => {
    expect(toMillis(1700000000123)).toBe(1700000000123);
  });
});

describe('formatDate', () => {
  it('uses year-month-day hour:minute:second by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(new Date(2022, 0, 5, 3, 4, 9))).toBe('2022-01-05 03:04:09');
  });
  it('accepts a pattern', () => {
    expect(formatDate(new Date(2022, 11, 31), 'YYYY/MM/DD')).toBe('2022/12/31');
  });
  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  it('says just now under 30 seconds', () => {
    expect(formatRelativeTime(ago(0), { now })).toBe('刚刚');
    expect(formatRelativeTime(ago(29), { now, lang: 'en' })).toBe('just now');
  });
  it('counts minutes under one hour', () => {
    expect(formatRelativeTime(ago(30), { now })).toBe('1分钟前');
    expect(formatRelativeTime(ago(125), { now, lang: 'en' })).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(3599), { now })).toBe('60分钟前');
  });
  it('counts hours under 24 hours', () => {
    expect(formatRelativeTime(ago(3600), { now })).toBe('1小时前');
    expect(formatRelativeTime(ago(3600 * 5 + 1), { now, lang: 'en' })).toBe('6 hours ago');
  });
  it('says 1 day ago under 48 hours', () => {
    expect(formatRelativeTime(ago(86400), { now })).toBe('1天前');
    expect(formatRelativeTime(ago(86400 * 2 - 1), { now, lang: 'en' })).toBe('1 day ago');
  });
  it('shows a date after 48 hours', () => {
    const then = new Date(2024, 4, 10, 8, 30, 0);
    expect(formatRelativeTime(then, { now })).toBe('2024-05-10 08:30:00');
    expect(formatRelativeTime(then, { now, pattern: 'MM-DD' })).toBe('05-10');
  });
  it('reads 10-digit timestamps as seconds', () => {
    expect(formatRelativeTime(Math.floor(ago(10) / 1000), { now })).toBe('刚刚');
  });
});
