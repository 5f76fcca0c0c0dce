import { formatDate } from '@hh/shared';
import { Descriptions, Empty, Tag, Timeline } from 'antd';
import type { OrderDetail } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

const STATE_COLORS = {
  none: 'default',
  collected: 'blue',
  inTransit: 'processing',
  outForDelivery: 'cyan',
  signed: 'success',
  problem: 'error',
} as const;

/** The parcel's trace from the tracking provider, newest first. */
function Trace({ tracking }: { tracking: NonNullable<OrderDetail['tracking']> }) {
  const t = useOrdersT();
  return (
    <div data-testid="order-trace">
      <Tag color={STATE_COLORS[tracking.state]}>{t(`trackState.${tracking.state}`)}</Tag>
      {tracking.traces.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.traceEmpty')} />
      ) : (
        <Timeline
          style={{ marginTop: 12 }}
          items={tracking.traces.map((line, index) => ({
            color: index === 0 ? 'green' : 'gray',
            content: (
              <>
                <div>{line.text}</div>
                <small>
                  {formatDate(line.time)}
                  {line.location ? ` · ${line.location}` : ''}
                </small>
              </>
            ),
          }))}
        />
      )}
    </div>
  );
}

/** How the order was shipped (courier company and number, or the shop's own courier) and where the parcel is. */
export function TrackingCard({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const kind = order.shippingKind;
  if (!kind) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noTracking')} />;
  return (
    <>
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
      {order.tracking && <Trace tracking={order.tracking} />}
    </>
  );
}
