import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatformT } from '../i18n.ts';
import type { PlatformHome } from './api.ts';

type Sales = PlatformHome['planSales'];

/** Paid plan orders: the total, then each plan; amounts are the server's exact decimals. */
export function PlanSales({ sales }: { sales: Sales }) {
  const t = usePlatformT();
  const english = useTranslation().i18n.language === 'en';
  return (
    <Card className="hh-home-card" title={t('home.sales')} data-testid="home-sales">
      <Row gutter={16} className="hh-home-sales-total">
        <Col span={12}>
          <Statistic
            title={t('home.salesAmount')}
            value={sales.amount}
            prefix="¥"
            data-testid="home-sales-amount"
          />
        </Col>
        <Col span={12}>
          <Statistic title={t('home.salesOrders')} value={sales.orders} data-testid="home-sales-orders" />
        </Col>
      </Row>
      <Table
        size="small"
        pagination={false}
        rowKey="planId"
        dataSource={sales.byPlan}
        columns={[
          {
            key: 'plan',
            title: t('home.plan'),
            render: (_, row) => (english ? row.planNameEn || row.planName : row.planName),
          },
          { key: 'orders', title: t('home.orders'), dataIndex: 'orders', align: 'right' },
          { key: 'amount', title: t('home.amount'), render: (_, row) => `¥${row.amount}`, align: 'right' },
        ]}
      />
    </Card>
  );
}
