import type { OrderStatus } from '@hh/shared';
import { Tag } from 'antd';
import { useOrdersT } from './i18n.ts';
import { tagColor } from './status.ts';

/** The order's state as staff name it. */
export function StatusTag({ order }: { order: { status: OrderStatus } }) {
  const t = useOrdersT();
  return (
    <Tag color={tagColor(order.status)} data-testid="order-status" data-status={order.status}>
      {t(`status.${order.status}`)}
    </Tag>
  );
}
