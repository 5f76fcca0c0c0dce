import { unchecked } from '../../http/client.ts';

export interface ProductStats {
  created: number;
  total: number;
  onSale: number;
  warehouse: number;
  soldOut: number;
  lowStock: number;
  recycle: number;
  /** Sum of stock × cost, a decimal string. */
  stockValue: string;
  topCategories: { categoryId: number | null; name: string; count: number }[];
  createdByDay: { date: string; count: number }[];
}

export interface StatsRange {
  startTime: string;
  endTime: string;
}

const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const fetchProductStats = (range: StatsRange) =>
  unchecked.get<ProductStats>('/api/ysProductIndex', { ...range, timeZone: timeZone() });
