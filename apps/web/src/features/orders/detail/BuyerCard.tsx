import { Descriptions } from 'antd';
import type { OrderDetail } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

/** The member, and where the goods go: the address, or the pickup store and its code. */
export function BuyerCard({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const pickup = order.deliveryType === 'pickup';
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} data-testid="order-buyer">
      <Descriptions.Item label={t('fields.member')}>
        {order.member
          ? `${order.member.nickname}${order.member.phone ? ` · ${order.member.phone}` : ''}`
          : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.delivery')}>
        {t(`delivery.${order.deliveryType}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.receiver')}>
        {order.receiverName} · {order.receiverPhone}
      </Descriptions.Item>
      {!pickup && (
        <Descriptions.Item label={t('fields.address')}>
          {order.regionName ?? ''} {order.address ?? ''}
        </Descriptions.Item>
      )}
      {pickup && order.store && (
        <Descriptions.Item label={t('fields.store')}>
          {order.store.name}
          {order.store.address ? ` · ${order.store.address}` : ''}
        </Descriptions.Item>
      )}
      {pickup && order.pickupCode && (
        <Descriptions.Item label={t('fields.pickupCode')}>
          <span data-testid="detail-pickup-code">{order.pickupCode}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
