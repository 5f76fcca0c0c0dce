import { AppstoreAddOutlined, ShoppingOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/usePermission.ts';
import { useSession } from '../../session/state.ts';
import { ProductCreatedChart } from './ProductCreatedChart.tsx';
import { DASHBOARD_PERMISSIONS } from './permissions.ts';
import { fetchProductStats, type ProductStats } from './productStatsApi.ts';
import { useProductStatsT } from './productStatsI18n.ts';
import { presetRange, rangeParams } from './productStatsRange.ts';
import { StatCard } from './StatCard.tsx';
import { StatsRangePicker } from './StatsRangePicker.tsx';
import { StockValueCard } from './StockValueCard.tsx';
import './productStats.css';

/** The count cards over the chart; the stock value beside them is money, under its own permission. */
const COUNT_CARDS = [
  { key: 'created', testId: 'stat-created', icon: <AppstoreAddOutlined /> },
  { key: 'onSale', testId: 'stat-on-sale', icon: <ShoppingOutlined /> },
  { key: 'soldOut', testId: 'stat-sold-out', icon: <StopOutlined /> },
  { key: 'lowStock', testId: 'stat-low-stock', icon: <WarningOutlined /> },
] as const;

function TopCategories({ stats }: { stats: ProductStats }) {
  const t = useProductStatsT();
  const most = Math.max(1, ...stats.topCategories.map((category) => category.count));
  if (stats.topCategories.length === 0) return <Empty description={t('noCategories')} />;
  return (
    <ol className="hh-top-categories" data-testid="product-stats-categories">
      {stats.topCategories.map((category) => (
        <li key={category.categoryId ?? 'none'}>
          <span className="hh-top-category-name">{category.name || t('uncategorised')}</span>
          <span className="hh-top-category-bar">
            <span style={{ width: `${(category.count / most) * 100}%` }} />
          </span>
          <span className="hh-top-category-count">{category.count}</span>
        </li>
      ))}
    </ol>
  );
}

function StatsBody({ stats }: { stats: ProductStats }) {
  const t = useProductStatsT();
  const mayStockValue = usePermission(DASHBOARD_PERMISSIONS.stockValue);
  return (
    <>
      <Row gutter={[16, 16]} className="hh-product-stat-row">
        {COUNT_CARDS.map(({ key, testId, icon }) => (
          <StatCard key={key} testId={testId} title={t(key)} value={stats[key]} icon={icon} />
        ))}
        {mayStockValue && <StockValueCard />}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card size="small" title={t('chart')}>
            <ProductCreatedChart days={stats.createdByDay} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('topCategories')} extra={t('total', { count: stats.total })}>
            <TopCategories stats={stats} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function ProductStatsCard() {
  const t = useProductStatsT();
  const { t: common } = useTranslation();
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => presetRange('week'));
  const params = rangeParams(range);
  const stats = useQuery({
    queryKey: ['dashboard', 'productStats', companyId, params.startTime, params.endTime],
    queryFn: () => fetchProductStats(params),
    placeholderData: keepPreviousData,
  });

  return (
    <Card
      title={t('title')}
      className="hh-product-stats"
      data-testid="product-stats"
      extra={<StatsRangePicker value={range} onChange={setRange} testId="product-stats-range" />}
    >
      {stats.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {stats.isError && (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void stats.refetch()}>{common('common.retry')}</Button>}
        />
      )}
      {stats.data && <StatsBody stats={stats.data} />}
    </Card>
  );
}

/** The stock value alone, for those who may see it but not the product counts. */
function StockValueOnly() {
  const t = useProductStatsT();
  return (
    <Card title={t('title')} className="hh-product-stats" data-testid="product-stats">
      <Row gutter={[16, 16]} className="hh-product-stat-row">
        <StockValueCard />
      </Row>
    </Card>
  );
}

/** The dashboard's product statistics: the counts and the stock value, each under its permission. */
export function ProductStatsSection() {
  const mayProducts = usePermission(DASHBOARD_PERMISSIONS.products);
  const mayStockValue = usePermission(DASHBOARD_PERMISSIONS.stockValue);
  if (mayProducts) return <ProductStatsCard />;
  return mayStockValue ? <StockValueOnly /> : null;
}
