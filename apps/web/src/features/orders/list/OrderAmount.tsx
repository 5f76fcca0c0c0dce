import { formatThousands } from '@hh/shared';
import { amountName } from '../amountName.ts';
import type { OrderRow } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

type Amounted = Pick<OrderRow, 'status' | 'payAmount'>;

/** The table's cell under the neutral "order amount" header: an unpaid row's amount is marked as due. */
export function OrderAmountCell({ order }: { order: Amounted }) {
  const t = useOrdersT();
  return (
    <>
      <span data-testid="order-pay-amount">{formatThousands(order.payAmount)}</span>
      {order.status === 'unpaid' && (
        <div className="hh-order-muted" data-testid="order-amount-name">
          {t('amount.due')}
        </div>
      )}
    </>
  );
}

/** A phone card's amount, which has no header over it: named due, paid or the order's. */
export function NamedOrderAmount({ order }: { order: Amounted }) {
  const t = useOrdersT();
  return (
    <>
      <span className="hh-order-muted" data-testid="order-amount-name">
        {t(amountName(order.status))}
      </span>{' '}
      <span data-testid="order-pay-amount">{formatThousands(order.payAmount)}</span>
    </>
  );
}
