import { DEFAULT_PAGE_SIZE, formatDate } from '@hh/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { tableLoading } from '../../../components/tableLoading.ts';
import { fetchOrders } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { money } from '../payment/planLabel.ts';
import { usePlanName } from '../payment/usePlans.ts';
import { onboardingKeys } from '../queries.ts';
import type { OrderStatus, PlanOrder } from '../types.ts';

const STATUS_COLORS: Record<OrderStatus, string> = { unpaid: 'orange', paid: 'green', closed: 'default' };

/** The shop's plan orders, newest first; an unpaid one can be paid from here. */
export function OrderHistory({ companyId, onPay }: { companyId: number; onPay(order: PlanOrder): void }) {
  const t = useOnboardingT();
  const planName = usePlanName();
  const [page, setPage] = useState(0);
  const orders = useQuery({
    queryKey: [...onboardingKeys.orders(companyId), page],
    queryFn: () => fetchOrders(page, DEFAULT_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<PlanOrder> = [
    { key: 'orderCode', dataIndex: 'orderCode', title: t('order.orderCode') },
    { key: 'planName', title: t('order.planName'), render: (_value, order) => planName(order) },
    {
      key: 'amount',
      title: t('order.amount'),
      align: 'right',
      render: (_value, order) => money(t, order.amount),
    },
    {
      key: 'durationDays',
      title: t('order.durationDays'),
      render: (_value, order) => t('plans.days', { days: order.durationDays }),
    },
    {
      key: 'status',
      title: t('order.status'),
      render: (_value, order) => (
        <Tag color={STATUS_COLORS[order.status]}>{t(`order.statuses.${order.status}`)}</Tag>
      ),
    },
    { key: 'createdAt', title: t('order.createdAt'), render: (_value, order) => formatDate(order.createdAt) },
    {
      key: 'paidAt',
      title: t('order.paidAt'),
      render: (_value, order) => (order.paidAt ? formatDate(order.paidAt) : '—'),
    },
    {
      key: 'actions',
      title: t('order.actions'),
      render: (_value, order) =>
        order.status === 'unpaid' && (
          <Button type="link" size="small" onClick={() => onPay(order)} data-testid="order-pay">
            {t('order.continuePay')}
          </Button>
        ),
    },
  ];
  return (
    <Card title={t('profile.orders')} data-testid="shop-orders">
      <Table<PlanOrder>
        rowKey="orderCode"
        size="middle"
        columns={columns}
        dataSource={orders.data?.content ?? []}
        loading={tableLoading(orders.isFetching)}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: DEFAULT_PAGE_SIZE,
          total: orders.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
      />
    </Card>
  );
}
