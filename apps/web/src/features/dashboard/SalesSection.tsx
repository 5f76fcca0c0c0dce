import {
  AccountBookOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/usePermission.ts';
import { useSession } from '../../session/state.ts';
import { DASHBOARD_PERMISSIONS } from './permissions.ts';
import { presetRange, rangeParams } from './productStatsRange.ts';
import { RefundsRow } from './RefundsRow.tsx';
import { SalesByDayChart } from './SalesByDayChart.tsx';
import { StatCard } from './StatCard.tsx';
import { StatsRangePicker } from './StatsRangePicker.tsx';
import { fetchRefundStats, fetchSalesStats, type RefundStats, type SalesStats } from './salesApi.ts';
import { yuan } from './salesFormat.ts';
import { useSalesT } from './salesI18n.ts';
import { TopProducts } from './TopProducts.tsx';
import './productStats.css';
import './sales.css';

function SalesBody({ stats, refunds }: { stats: SalesStats; refunds: RefundStats | undefined }) {
  const t = useSalesT();
  return (
    <>
      <Row gutter={[16, 16]} className="hh-product-stat-row">
        <StatCard
          testId="sales-paid-orders"
          title={t('paidOrders')}
          value={stats.paidOrders}
          icon={<ShoppingCartOutlined />}
        />
        <StatCard
          testId="sales-amount"
          title={t('sales')}
          value={yuan(stats.sales)}
          icon={<DollarOutlined />}
        />
        <StatCard
          testId="sales-paying-members"
          title={t('payingMembers')}
          value={stats.payingMembers}
          icon={<UserOutlined />}
        />
        <StatCard
          testId="sales-average"
          title={t('averageOrderValue')}
          value={yuan(stats.averageOrderValue)}
          icon={<AccountBookOutlined />}
        />
        <StatCard
          testId="sales-cancelled"
          title={t('cancelledOrders')}
          value={stats.cancelledOrders}
          icon={<CloseCircleOutlined />}
        />
      </Row>
      {refunds && <RefundsRow refunds={refunds} sales={stats.sales} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('chart')}>
            <SalesByDayChart days={stats.byDay} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('topProducts')}>
            <TopProducts stats={stats} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

interface Blocks {
  sales: boolean;
  refunds: boolean;
}

function SalesCard({ blocks }: { blocks: Blocks }) {
  const t = useSalesT();
  const { t: common } = useTranslation();
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => presetRange('week'));
  const params = rangeParams(range);
  const stats = useQuery({
    queryKey: ['dashboard', 'sales', companyId, params.startTime, params.endTime],
    queryFn: () => fetchSalesStats(params),
    placeholderData: keepPreviousData,
    enabled: blocks.sales,
  });
  const refunds = useQuery({
    queryKey: ['dashboard', 'refunds', companyId, params.startTime, params.endTime],
    queryFn: () => fetchRefundStats(params),
    placeholderData: keepPreviousData,
    enabled: blocks.refunds,
  });
  // The figures the card stands on: the sales, or the refunds alone for who may see only those.
  const main = blocks.sales ? stats : refunds;

  return (
    <Card
      title={t('title')}
      className="hh-product-stats"
      data-testid="sales-stats"
      extra={<StatsRangePicker value={range} onChange={setRange} testId="sales-range" />}
    >
      {main.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {main.isError && (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void main.refetch()}>{common('common.retry')}</Button>}
        />
      )}
      {stats.data && <SalesBody stats={stats.data} refunds={refunds.data} />}
      {!blocks.sales && refunds.data && <RefundsRow refunds={refunds.data} />}
    </Card>
  );
}

/** The dashboard's sales and refunds for a range, each for those who may see it. */
export function SalesSection() {
  const sales = usePermission(DASHBOARD_PERMISSIONS.sales);
  const refunds = usePermission(DASHBOARD_PERMISSIONS.refunds);
  return sales || refunds ? <SalesCard blocks={{ sales, refunds }} /> : null;
}
