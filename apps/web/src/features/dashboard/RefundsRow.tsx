import { FileDoneOutlined, RollbackOutlined, WalletOutlined } from '@ant-design/icons';
import { fromCents, toCents } from '@hh/shared';
import { Row } from 'antd';
import { StatCard } from './StatCard.tsx';
import type { RefundStats } from './salesApi.ts';
import { yuan } from './salesFormat.ts';
import { useSalesT } from './salesI18n.ts';

/** The range's refunds beside its sales: count, amount, orders refunded, and sales less refunds (exact cents). */
export function RefundsRow({ refunds, sales }: { refunds: RefundStats; sales: string }) {
  const t = useSalesT();
  const net = fromCents(toCents(sales) - toCents(refunds.amount));
  return (
    <Row gutter={[16, 16]} className="hh-product-stat-row">
      <StatCard
        testId="sales-refunds"
        title={t('refunds')}
        value={refunds.refunds}
        icon={<RollbackOutlined />}
      />
      <StatCard
        testId="sales-refund-amount"
        title={t('refundAmount')}
        value={yuan(refunds.amount)}
        icon={<WalletOutlined />}
      />
      <StatCard
        testId="sales-refund-orders"
        title={t('refundOrders')}
        value={refunds.orders}
        icon={<FileDoneOutlined />}
      />
      <StatCard testId="sales-net" title={t('netSales')} value={yuan(net)} icon={<WalletOutlined />} />
    </Row>
  );
}
