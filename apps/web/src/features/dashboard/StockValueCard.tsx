import { DollarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '../../session/state.ts';
import { fetchStockValue } from './productStatsApi.ts';
import { useProductStatsT } from './productStatsI18n.ts';
import { StatCard } from './StatCard.tsx';
import { yuan } from './salesFormat.ts';

/** The stock value at cost (money): asked for on its own, only by those who may see it. */
export function StockValueCard() {
  const t = useProductStatsT();
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  const value = useQuery({ queryKey: ['dashboard', 'stockValue', companyId], queryFn: fetchStockValue });
  let shown: ReactNode = <Spin size="small" />;
  if (value.data) shown = yuan(value.data.stockValue);
  else if (value.isError) shown = '–';
  return (
    <StatCard testId="stat-stock-value" title={t('stockValue')} value={shown} icon={<DollarOutlined />} />
  );
}
