import { formatThousands, toCents } from '@hh/shared';
import { Descriptions } from 'antd';
import type { OrderDetail } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { paidTotal } from './paidTotal.ts';

/** Goods, freight, the discounts (when any), the amount due (with the price before a change) and what was paid. */
export function PriceBreakdown({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="hh-order-breakdown"
      data-testid="order-breakdown"
    >
      <Descriptions.Item label={t('detail.goodsTotal')}>
        {formatThousands(order.goodsTotal)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.freight')}>{formatThousands(order.freight)}</Descriptions.Item>
      {toCents(order.discountTotal) > 0n && (
        <Descriptions.Item label={t('detail.discounts')}>
          -{formatThousands(order.discountTotal)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('detail.payAmount')}>
        <strong data-testid="detail-pay-amount">{formatThousands(order.payAmount)}</strong>
        {order.originalPayAmount && (
          <div className="hh-order-muted">
            {t('detail.priceChanged', { before: formatThousands(order.originalPayAmount) })}
          </div>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.paid')}>
        <span data-testid="detail-paid">{formatThousands(paidTotal(order.payments))}</span>
      </Descriptions.Item>
      {order.refundStatus !== 'none' && (
        <Descriptions.Item label={t('detail.refunded')}>
          <span data-testid="detail-refunded">{formatThousands(order.refundedAmount)}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
