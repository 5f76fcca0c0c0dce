import type { OrderRefundStatus } from '@hh/shared';
import { Tag } from 'antd';
import { useOrdersT } from './i18n.ts';

const COLORS = { partial: 'orange', full: 'red' } as const;

/** How much of the order came back through after-sales, when anything did. */
export function RefundTag({ order }: { order: { refundStatus: OrderRefundStatus } }) {
  const t = useOrdersT();
  if (order.refundStatus === 'none') return null;
  return (
    <Tag color={COLORS[order.refundStatus]} data-testid="order-refund" data-refund={order.refundStatus}>
      {t(`refund.${order.refundStatus}`)}
    </Tag>
  );
}
