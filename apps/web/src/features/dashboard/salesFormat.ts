import { formatThousands } from '@hh/shared';

const STEPS: Record<'zh' | 'en', readonly (readonly [number, string])[]> = {
  zh: [
    [1e8, '亿'],
    [1e4, '万'],
  ],
  en: [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ],
};

/**
 * A money axis tick, short ("1.5万", "15k"): ticks are the chart's own round numbers, drawn, never
 * added up; the amounts themselves are shown exactly (tooltip, cards).
 */
export function axisMoney(value: number, language: string): string {
  const steps = STEPS[language.startsWith('zh') ? 'zh' : 'en'];
  const size = Math.abs(value);
  for (const [unit, suffix] of steps) {
    if (size >= unit) return `${Number((value / unit).toFixed(1))}${suffix}`;
  }
  return String(value);
}

/** Money as the cards and tables show it: "¥1,234.50" from the exact decimal string. */
export const yuan = (amount: string): string => `¥${formatThousands(amount)}`;

/** A day's tooltip lines: the date, then each series with its exact figure. */
export function dayTooltip(
  date: string,
  orders: { label: string; value: number },
  sales: { label: string; value: string },
): string {
  return [date, `${orders.label}: ${orders.value}`, `${sales.label}: ${yuan(sales.value)}`].join('<br/>');
}
