import { formatThousands, toCents } from '@hh/shared';
import { Descriptions } from 'antd';
import { amountName } from '../amountName.ts';
import type { OrderDetail } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { paidTotal } from './paidTotal.ts';

type Priced = Pick<
  OrderDetail,
  | 'status'
  | 'goodsTotal'
  | 'freight'
  | 'discountTotal'
  | 'payAmount'
  | 'originalPayAmount'
  | 'payments'
  | 'refundStatus'
  | 'refundedAmount'
>;

/**
 * Goods, freight, the discounts (when any), the amount due (with the price before a change) and what
 * was paid: nothing paid is not shown on an order that was never paid.
 */
export function PriceBreakdown({ order }: { order: Priced }) {
  const t = useOrdersT();
  const paid = paidTotal(order.payments);
  const showPaid = amountName(order.status) === 'amount.paid' || toCents(paid) > 0n;
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
      {showPaid && (
        <Descriptions.Item label={t('detail.paid')}>
          <span data-testid="detail-paid">{formatThousands(paid)}</span>
        </Descriptions.Item>
      )}
      {order.refundStatus !== 'none' && (
        <Descriptions.Item label={t('detail.refunded')}>
          <span data-testid="detail-refunded">{formatThousands(order.refundedAmount)}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
