import { Alert } from 'antd';
import { useOrdersT } from '../i18n.ts';
import { useOrder } from '../queries.ts';

/**
 * The open after-sales of the order about to ship: when they ask back every piece left the server
 * refuses to ship it; when they ask back part of it, the rest may go, with this warning.
 */
export function AfterSaleCoverNote({ orderId }: { orderId: number | undefined }) {
  const t = useOrdersT();
  const cover = useOrder(orderId).data?.afterSaleCover;
  if (!cover || cover.open.length === 0) return null;
  const codes = cover.open.map((a) => a.code).join(', ');
  return (
    <Alert
      type={cover.coversAll ? 'error' : 'warning'}
      showIcon
      title={t(cover.coversAll ? 'ship.afterSaleAll' : 'ship.afterSalePart', { codes })}
      className="hh-order-rule"
      data-testid="ship-after-sale"
    />
  );
}
