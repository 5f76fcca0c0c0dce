import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  export: '导出',
  exportSelected: '导出选中（{{count}}）',
  moreFilters: '更多筛选',
  fewerFilters: '收起筛选',
} as const;

export const en: Translated<typeof zh> = {
  export: 'Export',
  exportSelected: 'Export selected ({{count}})',
  moreFilters: 'More filters',
  fewerFilters: 'Fewer filters',
};
