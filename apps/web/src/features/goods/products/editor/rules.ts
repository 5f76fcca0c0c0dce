import type { FormRule } from 'antd';
import { type DecimalProblem, measureProblem, moneyProblem } from './decimal.ts';
import type { useEditorT } from './i18n.ts';

type T = ReturnType<typeof useEditorT>;

const reject = (message: string) => Promise.reject(new Error(message));

/** A money field: `positive` for prices (required, above zero), otherwise empty or ≥ 0. */
export function moneyRule(t: T, positive: boolean): FormRule {
  const messages: Record<DecimalProblem, string> = {
    required: t('rules.required', { field: t('sku.price') }),
    format: t('rules.money'),
    zero: t('rules.positive'),
  };
  return {
    validator: (_rule, value: string | undefined) => {
      const problem = moneyProblem(value, positive);
      return problem ? reject(messages[problem]) : Promise.resolve();
    },
  };
}

export function measureRule(t: T): FormRule {
  return {
    validator: (_rule, value: string | undefined) =>
      measureProblem(value) ? reject(t('rules.measure')) : Promise.resolve(),
  };
}
