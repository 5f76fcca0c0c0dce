import { h5Paths } from '../../render/paths.ts';
import type { OrderRow } from './api.ts';
import { OrderActions, type OrderActionsProps } from './OrderActions.tsx';
import { OrderLine, yuan } from './parts.tsx';
import { statusText } from './status.ts';
import { fill, words } from './words.ts';

/** An order in my orders: its code and status, lines, amount, and what the shopper can do now. */
export function OrderCard({
  companyKey,
  order,
  ...actions
}: { companyKey: string; order: OrderRow } & Omit<OrderActionsProps, 'order'>) {
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const href = h5Paths.order(companyKey, order.id);
  return (
    <article className="sf-ocard" aria-labelledby={`order-${order.id}`} data-testid="sf-order-card">
      <header className="sf-ocard-head">
        <a id={`order-${order.id}`} href={href}>
          {words.orderNo} {order.code}
        </a>
        <b className={`sf-status sf-status-${order.status}`}>{statusText(order)}</b>
      </header>
      <a className="sf-ocard-lines" href={href} aria-label={`${words.view} ${order.code}`}>
        {order.lines.map((line) => (
          <OrderLine key={line.id} line={line} />
        ))}
      </a>
      <p className="sf-ocard-total">
        {fill(words.pieces, { n: pieces })}
        <span>
          {order.status === 'unpaid' ? words.amountDue : words.amountPaid} <b>{yuan(order.payAmount)}</b>
        </span>
      </p>
      <OrderActions order={order} {...actions} />
    </article>
  );
}
