import { formatMoney } from '@hh/shared';
import type { PromotionRow } from './api.ts';
import type { PromotionsT } from './i18n.ts';

/** "满 ¥100.00 减 ¥10.00；满 ¥200.00 减 ¥25.00", "每满 ¥100.00 减 ¥10.00（最多减 ¥50.00）", "满 ¥99.00 包邮". */
export function termsText(
  t: PromotionsT,
  row: Pick<PromotionRow, 'kind' | 'tiers' | 'repeat' | 'cap'>,
): string {
  const tiers = row.tiers.map((tier) => {
    const threshold = formatMoney(tier.threshold);
    if (row.kind === 'freeShipping') return t('terms.freeShipping', { threshold });
    if (row.kind === 'percent') {
      const percent = tier.percentOff ?? 0;
      return t('terms.percent', { threshold, percent, rate: (100 - percent) / 10 });
    }
    return t(row.repeat ? 'terms.repeat' : 'terms.amount', {
      threshold,
      amount: formatMoney(tier.amount ?? '0'),
    });
  });
  const cap = row.cap ? t('terms.cap', { cap: formatMoney(row.cap) }) : '';
  return `${tiers.join(t('terms.join'))}${cap}`;
}
