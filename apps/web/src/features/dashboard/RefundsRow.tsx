import {
  ExclamationCircleOutlined,
  FileDoneOutlined,
  RollbackOutlined,
  SyncOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { fromCents, toCents } from '@hh/shared';
import { Row } from 'antd';
import { StatCard } from './StatCard.tsx';
import type { RefundStats } from './salesApi.ts';
import { yuan } from './salesFormat.ts';
import { useSalesT } from './salesI18n.ts';

/**
 * The range's refunds: count, amount, orders refunded, and, beside the sales when those are shown,
 * sales less refunds (exact cents); and, while there are any, payments being given back (they could
 * not pay their order) or failing.
 */
export function RefundsRow({ refunds, sales }: { refunds: RefundStats; sales?: string }) {
  const t = useSalesT();
  const returned = refunds.returnedPayments;
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
      {sales !== undefined && (
        <StatCard
          testId="sales-net"
          title={t('netSales')}
          value={yuan(fromCents(toCents(sales) - toCents(refunds.amount)))}
          icon={<WalletOutlined />}
        />
      )}
      {returned.pending.count > 0 && (
        <StatCard
          testId="sales-returns-pending"
          title={t('returnsPending')}
          value={t('returnsValue', { count: returned.pending.count, amount: yuan(returned.pending.amount) })}
          icon={<SyncOutlined />}
        />
      )}
      {returned.failed.count > 0 && (
        <StatCard
          testId="sales-returns-failed"
          title={t('returnsFailed')}
          value={t('returnsValue', { count: returned.failed.count, amount: yuan(returned.failed.amount) })}
          icon={<ExclamationCircleOutlined />}
        />
      )}
    </Row>
  );
}
