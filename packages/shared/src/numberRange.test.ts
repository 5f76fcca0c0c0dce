import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COUNT_MAX, rangeFromIssue, rangeMessage, wholeIn } from './numberRange.ts';

describe('rangeMessage', () => {
  it('states the whole-number range in Chinese with grouped digits', () => {
    expect(rangeMessage('zh', { min: 0, max: COUNT_MAX }, '库存')).toBe('库存须为 0–9,999,999 的整数');
  });
  it('states the whole-number range in English', () => {
    expect(rangeMessage('en', { min: 0, max: COUNT_MAX }, 'Stock')).toBe(
      'Stock must be a whole number from 0 to 9,999,999',
    );
  });
  it('states a decimal range when decimals are allowed', () => {
    expect(rangeMessage('zh', { min: -90, max: 90, decimals: 6 }, '纬度')).toBe('纬度须为 -90–90 之间的数');
    expect(rangeMessage('en', { min: -90, max: 90, decimals: 6 }, 'Latitude')).toBe(
      'Latitude must be a number from -90 to 90',
    );
  });
  it('speaks of the value when no label is given', () => {
    expect(rangeMessage('zh', { min: 1, max: 99 })).toBe('须为 1–99 的整数');
    expect(rangeMessage('en', { min: 1, max: 99 })).toBe('Must be a whole number from 1 to 99');
  });
});

describe('wholeIn', () => {
  const schema = wholeIn(0, COUNT_MAX);
  it('accepts the ends of the range', () => {
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse(COUNT_MAX)).toBe(COUNT_MAX);
  });
  it('refuses a value above, below or between whole numbers with one issue naming the range', () => {
    for (const value of [COUNT_MAX + 1, -1, 1.5]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      const issues = result.error?.issues ?? [];
      expect(issues).toHaveLength(1);
      expect(rangeFromIssue(issues[0]?.message ?? '')).toEqual({ min: 0, max: COUNT_MAX });
    }
  });
  it('leaves other messages alone', () => {
    expect(rangeFromIssue('msg:required')).toBeUndefined();
    expect(z.object({ n: wholeIn(1, 9) }).safeParse({ n: 10 }).success).toBe(false);
  });
});
