import { formatThousands } from '@hh/shared';
import { Descriptions } from 'antd';
import type { PriceBreakdownWire } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

/** The server's computed price of the order being placed. */
export function Breakdown({ price }: { price: PriceBreakdownWire }) {
  const t = useOrdersT();
  return (
    <Descriptions size="small" column={1} bordered data-testid="create-breakdown">
      <Descriptions.Item label={t('detail.goodsTotal')}>
        {formatThousands(price.goodsTotal)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.freight')}>{formatThousands(price.freight)}</Descriptions.Item>
      {price.discounts.map((discount) => (
        <Descriptions.Item key={discount.label} label={discount.label}>
          -{formatThousands(discount.amount)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('detail.payAmount')}>
        <strong data-testid="create-pay-amount">{formatThousands(price.payAmount)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}
