import { formatDate } from '@hh/shared';
import { Descriptions, Empty } from 'antd';
import type { OrderDetail } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

/** How the order was shipped: courier company and number, or the shop's own courier. */
export function TrackingCard({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const kind = order.shippingKind;
  if (!kind) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noTracking')} />;
  return (
    <Descriptions size="small" column={1} data-testid="order-shipment">
      <Descriptions.Item label={t('ship.type')}>{t(`shipType.${kind}`)}</Descriptions.Item>
      {order.expressName && (
        <Descriptions.Item label={t('detail.company')}>{order.expressName}</Descriptions.Item>
      )}
      {order.trackingNo && (
        <Descriptions.Item label={t('detail.trackingNo')}>
          <span data-testid="detail-tracking-no">{order.trackingNo}</span>
        </Descriptions.Item>
      )}
      {order.courierName && (
        <Descriptions.Item label={t('detail.courier')}>
          {order.courierName} · {order.courierPhone}
        </Descriptions.Item>
      )}
      {order.shippedAt && (
        <Descriptions.Item label={t('steps.shipped')}>{formatDate(order.shippedAt)}</Descriptions.Item>
      )}
    </Descriptions>
  );
}
