import type { OrderRow } from './api.ts';
import { words } from './words.ts';

export interface OrderActionsProps {
  order: Pick<OrderRow, 'id' | 'status'>;
  /** The action running now (one at a time). */
  busy: string | null;
  /** Where paying this order happens. */
  payHref: string;
  onCancel(): void;
  onReceive(): void;
}

/** What the shopper can do with an order in its state: cancel or pay it unpaid, confirm receipt once shipped. */
export function OrderActions({ order, busy, payHref, onCancel, onReceive }: OrderActionsProps) {
  if (order.status === 'unpaid')
    return (
      <div className="sf-oactions">
        <button type="button" className="sf-secondary" disabled={busy !== null} onClick={onCancel}>
          {words.cancel}
        </button>
        <a className="sf-primary" href={payHref}>
          {words.pay}
        </a>
      </div>
    );
  if (order.status === 'shipped')
    return (
      <div className="sf-oactions">
        <button type="button" className="sf-primary" disabled={busy !== null} onClick={onReceive}>
          {words.receive}
        </button>
      </div>
    );
  return null;
}
