import { type CouponTerms, formatMoney } from '@hh/shared';
import type { CouponsT } from './i18n.ts';

type Terms = Pick<CouponTerms, 'kind' | 'amount' | 'percentOff' | 'maxDiscount' | 'threshold'>;

/** "减 ¥10 · 满 ¥100 可用" / "8.5 折，最高减 ¥20 · 无门槛". */
export function termsText(t: CouponsT, terms: Terms): string {
  const off =
    terms.kind === 'amount'
      ? t('terms.amountOff', { amount: formatMoney(terms.amount ?? '0') })
      : t('terms.percentOff', {
          rate: (100 - (terms.percentOff ?? 0)) / 10,
          percent: terms.percentOff ?? 0,
          max: formatMoney(terms.maxDiscount ?? '0'),
        });
  const threshold =
    Number(terms.threshold) > 0
      ? t('terms.threshold', { threshold: formatMoney(terms.threshold) })
      : t('terms.noThreshold');
  return `${off} · ${threshold}`;
}
