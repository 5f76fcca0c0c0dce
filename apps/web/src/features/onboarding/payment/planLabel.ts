import { formatThousands } from '@hh/shared';
import type { OnboardingT } from '../i18n.ts';
import type { Plan } from '../types.ts';

export const planLabel = (plan: Pick<Plan, 'name' | 'nameEn'>, lang: string): string =>
  lang === 'en' ? plan.nameEn || plan.name : plan.name;

/** An amount as `¥1,999.00`: always two decimals. */
export const money = (t: OnboardingT, amount: string): string =>
  t('money', { amount: formatThousands(amount) });
