import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  title: '商品统计',
  created: '新增商品',
  onSale: '出售中',
  soldOut: '已售罄',
  lowStock: '库存预警',
  stockValue: '库存成本总值',
  total: '共 {{count}} 件商品',
  topCategories: '分类商品数 Top 8',
  uncategorised: '未分类',
  noCategories: '暂无商品',
  chart: '每日新增商品',
  chartCreated: '新增',
  chartTotal: '累计新增',
  loadFailed: '商品统计加载失败',
} as const;

export const en: Translated<typeof zh> = {
  title: 'Product statistics',
  created: 'New products',
  onSale: 'On sale',
  soldOut: 'Sold out',
  lowStock: 'Low stock',
  stockValue: 'Stock value at cost',
  total: '{{count}} products in all',
  topCategories: 'Top 8 categories',
  uncategorised: 'Uncategorised',
  noCategories: 'No products yet',
  chart: 'New products per day',
  chartCreated: 'New',
  chartTotal: 'Running total',
  loadFailed: 'Product statistics could not be loaded',
};
