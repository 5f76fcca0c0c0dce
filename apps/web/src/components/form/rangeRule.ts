import { type NumberRange, rangeMessage } from '@hh/shared';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

const outside = (value: number, range: NumberRange): boolean =>
  !Number.isFinite(value) ||
  value < range.min ||
  value > range.max ||
  (!range.decimals && !Number.isInteger(value));

/**
 * The rule of a number field: an empty field passes (say `required` apart), a number outside the range
 * or not whole is refused with one message naming the range ("库存须为 0–9,999,999 的整数").
 */
function rangeRule(lang: string, range: NumberRange, label?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const number = typeof value === 'number' ? value : Number(value);
      if (outside(number, range)) throw new Error(rangeMessage(lang === 'en' ? 'en' : 'zh', range, label));
    },
  };
}

/** `rangeRule` in the interface language. */
export function useRangeRule(): (range: NumberRange, label?: string) => FormRule {
  const { i18n } = useTranslation();
  return (range, label) => rangeRule(i18n.language, range, label);
}
