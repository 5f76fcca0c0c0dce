import { formatThousands, toCents } from '@hh/shared';
import { Button, Descriptions, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { AfterSaleDetail } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import { orderDetailPath } from '../permissions.ts';

const REFUND_COLORS = { none: 'default', partial: 'orange', full: 'red' } as const;

/** What was asked, approved and refunded, beside what the order paid and has had back in all. */
export function AmountsCard({ sale }: { sale: AfterSaleDetail }) {
  const t = useAfterSalesT();
  const navigate = useNavigate();
  const { order } = sale;
  return (
    <Descriptions size="small" column={1} bordered data-testid="after-sale-amounts">
      <Descriptions.Item label={t('amounts.requested')}>
        <span data-testid="detail-requested">{formatThousands(sale.amountRequested)}</span>
        {toCents(sale.freightAmount) > 0n && (
          <span className="hh-after-sale-muted">
            {' '}
            ({t('amounts.freight', { amount: formatThousands(sale.freightAmount) })})
          </span>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('amounts.approved')}>
        <span data-testid="detail-approved">
          {sale.amountApproved === null ? '-' : formatThousands(sale.amountApproved)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('amounts.refunded')}>
        <strong data-testid="detail-refunded">{formatThousands(sale.amountRefunded)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.orderCode')}>
        <Button
          type="link"
          size="small"
          className="hh-after-sale-order-link"
          onClick={() => navigate(orderDetailPath(order.id))}
          data-testid="detail-order-link"
        >
          {order.code}
        </Button>
        <Tag color={REFUND_COLORS[order.refundStatus]} data-testid="detail-order-refund">
          {t(`orderRefund.${order.refundStatus}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('amounts.orderPaid')}>{formatThousands(order.payAmount)}</Descriptions.Item>
      <Descriptions.Item label={t('amounts.orderRefunded')}>
        <span data-testid="detail-order-refunded">{formatThousands(order.refundedAmount)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
