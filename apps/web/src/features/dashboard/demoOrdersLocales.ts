import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  title: '正在生成演示订单',
  progress: '已生成 {{made}} / {{total}} 笔，订单列表和销售统计会随之更新；可以照常使用。',
} as const;

export const en: Translated<typeof zh> = {
  title: 'Making the demo orders',
  progress:
    '{{made}} of {{total}} made so far; the order list and the sales fill in as they come. Carry on meanwhile.',
};
