import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  range: '统计时间',
  presets: { today: '今天', week: '近 7 天', month: '近 30 天' },
} as const;

export const en: Translated<typeof zh> = {
  range: 'Period',
  presets: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days' },
};
