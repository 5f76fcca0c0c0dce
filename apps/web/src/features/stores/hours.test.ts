import { describe, expect, it } from 'vitest';
import { formatHours, parseHours } from './hours.ts';

describe('business hours', () => {
  it('round-trips HH:mm-HH:mm', () => {
    expect(formatHours(parseHours('09:00-21:30'))).toBe('09:00-21:30');
  });

  it('shows a closing time of 24:00 as the last minute of the day', () => {
    expect(formatHours(parseHours('08:00-24:00'))).toBe('08:00-23:59');
  });

  it('has no range for an empty or malformed value, and sends null without one', () => {
    expect(parseHours(null)).toBeNull();
    expect(parseHours('9-21')).toBeNull();
    expect(formatHours(null)).toBeNull();
  });
});
