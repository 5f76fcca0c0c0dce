import type { OrderEventAction } from '@hh/shared';
import type { OrderDetail } from './api.ts';
import { when, yuan } from './parts.tsx';
import { words } from './words.ts';

const ACTIONS: Record<OrderEventAction, string> = {
  create: words.evCreate,
  pay: words.evPay,
  ship: words.evShip,
  receive: words.evReceive,
  verify: words.evVerify,
  complete: words.evComplete,
  cancel: words.evCancel,
  changePrice: words.evChangePrice,
  changeTracking: words.evChangeTracking,
  remark: '',
  afterSale: words.evAfterSale,
  refund: words.evRefund,
  close: words.evClose,
};

/** The order's history, newest first, as the shopper may read it. */
export function Timeline({ events }: { events: OrderDetail['events'] }) {
  const shown = events.filter((e) => ACTIONS[e.action]).toReversed();
  return (
    <ol className="sf-timeline">
      {shown.map((event) => (
        <li key={event.id}>
          <b>
            {ACTIONS[event.action]}
            {event.action === 'refund' && typeof event.params.amount === 'string'
              ? ` ${yuan(event.params.amount)}`
              : ''}
          </b>
          <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
        </li>
      ))}
    </ol>
  );
}
