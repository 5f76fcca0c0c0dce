import { formatThousands } from '@hh/shared';
import { Descriptions } from 'antd';
import { amountName } from '../amountName.ts';
import type { OrderRef } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

/** The order a dialog acts on: its code and amount, named due or paid by its state. */
export function OrderHead({ order }: { order: OrderRef }) {
  const t = useOrdersT();
  return (
    <Descriptions size="small" column={1} className="hh-order-dialog-head">
      <Descriptions.Item label={t('fields.code')}>
        <span data-testid="dialog-order-code">{order.code}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t(amountName(order.status))}>
        <span data-testid="dialog-order-amount">{formatThousands(order.payAmount)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
