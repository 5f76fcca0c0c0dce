import { z } from 'zod';

/** The largest count a person types (stock, sales, points): seven digits. */
export const COUNT_MAX = 9_999_999;

export interface NumberRange {
  min: number;
  max: number;
  /** Decimals allowed; none (whole numbers) when absent. */
  decimals?: number;
}

type RangeLang = 'zh' | 'en';

const RANGE_PREFIX = 'msg:range:';

const grouped = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** "库存须为 0–9,999,999 的整数" / "Stock must be a whole number from 0 to 9,999,999". */
export function rangeMessage(lang: RangeLang, range: NumberRange, label?: string): string {
  const min = grouped(range.min);
  const max = grouped(range.max);
  const whole = !range.decimals;
  if (lang === 'zh') return `${label ?? ''}须为 ${min}–${max} ${whole ? '的整数' : '之间的数'}`;
  const what = whole ? 'a whole number' : 'a number';
  return `${label ? `${label} must` : 'Must'} be ${what} from ${min} to ${max}`;
}

/** A whole number in [min, max]; every refusal carries the range, which the server words in the caller's language. */
export function wholeIn(min: number, max: number) {
  const message = `${RANGE_PREFIX}${min}:${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The range a refusal of `wholeIn` names, if the message is one. */
export function rangeFromIssue(message: string): NumberRange | undefined {
  if (!message.startsWith(RANGE_PREFIX)) return undefined;
  const [min, max] = message.slice(RANGE_PREFIX.length).split(':').map(Number);
  if (min === undefined || max === undefined || Number.isNaN(min) || Number.isNaN(max)) return undefined;
  return { min, max };
}
