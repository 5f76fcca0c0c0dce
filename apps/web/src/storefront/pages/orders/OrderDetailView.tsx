import { toCents } from '@hh/shared/decimal';
import type { ShopInfo } from '../../api.ts';
import { h5Paths } from '../../render/paths.ts';
import type { AfterSaleRow, PickupCode as Code, OrderDetail, Refundable } from './api.ts';
import { clock, useTimeLeft } from './countdown.ts';
import { OrderActions, type OrderActionsProps } from './OrderActions.tsx';
import { PickupCode } from './PickupCode.tsx';
import { OrderLine, Row, when, yuan } from './parts.tsx';
import { statusText } from './status.ts';
import { Timeline } from './Timeline.tsx';
import { Tracking } from './Tracking.tsx';
import { isOpen } from './tabs.ts';
import { fill, words } from './words.ts';

export interface OrderDetailViewProps extends Omit<OrderActionsProps, 'order'> {
  companyKey: string;
  order: OrderDetail;
  /** The pickup code while the order waits at the store. */
  pickup: Code | null;
  /** The pickup store as the shop shows it (name, address, hours). */
  store: ShopInfo['stores'][number] | null;
  /** What each line may still get back (null before the order is paid). */
  refundable: Refundable | null;
  /** The order's after-sales, to link a line to the one open on it. */
  afterSales: AfterSaleRow[];
}

const PAY_METHODS = { wallet: words.wallet, sandbox: words.sandbox, wechat: words.wechat } as const;

/** One of my orders: its state (the pay countdown), where it goes, its lines, amounts and history. */
export function OrderDetailView({
  companyKey,
  order,
  pickup,
  store,
  refundable,
  afterSales,
  ...actions
}: OrderDetailViewProps) {
  const unpaid = order.status === 'unpaid';
  return (
    <div className="sf-odetail" data-testid="sf-order-detail">
      <section className={`sf-ostate sf-status-${order.status}`}>
        <p className="sf-ostate-title" data-testid="sf-order-status">
          {statusText(order)}
        </p>
        {unpaid ? <PayCountdown deadline={order.payDeadline} serverTime={order.serverTime} /> : null}
      </section>
      {pickup ? <PickupCode code={pickup} /> : null}
      {order.deliveryType === 'pickup' ? (
        <section className="sf-ocard" aria-label={words.pickupStore}>
          <Row label={words.pickupStore}>{store?.name ?? ''}</Row>
          {store?.address ? <p className="sf-muted">{`${store.regionName ?? ''} ${store.address}`}</p> : null}
          {store?.businessHours ? (
            <p className="sf-muted">
              {words.hours} {store.businessHours}
            </p>
          ) : null}
          <Row label={words.pickupContact}>
            {order.receiverName} {order.receiverPhone}
          </Row>
        </section>
      ) : (
        <section className="sf-ocard" aria-label={words.receiver}>
          <p>
            <b>{order.receiverName}</b> {order.receiverPhone}
          </p>
          <p className="sf-muted">{`${order.regionName ?? ''} ${order.address ?? ''}`}</p>
        </section>
      )}
      <Tracking order={order} />
      <section className="sf-ocard" aria-label={words.lines}>
        {order.lines.map((line) => (
          <OrderLine key={line.id} line={line}>
            <LineAfterSale
              companyKey={companyKey}
              orderId={order.id}
              lineId={line.id}
              refundable={refundable}
              afterSales={afterSales}
            />
          </OrderLine>
        ))}
        <Row label={words.goods}>{yuan(order.goodsTotal)}</Row>
        <Row label={words.freight}>{yuan(order.freight)}</Row>
        {toCents(order.discountTotal) > 0n ? (
          <Row label={words.discount}>-{yuan(order.discountTotal)}</Row>
        ) : null}
        <Row label={unpaid ? words.dueAmount : words.payAmount} strong>
          <span data-testid="sf-order-amount">{yuan(order.payAmount)}</span>
        </Row>
        {toCents(order.refundedAmount) > 0n ? (
          <Row label={words.refunded}>
            <span data-testid="sf-order-refunded">{yuan(order.refundedAmount)}</span>
          </Row>
        ) : null}
      </section>
      <section className="sf-ocard" aria-label={words.orderNo}>
        <Row label={words.orderNo}>{order.code}</Row>
        <Row label={words.createdAt}>{when(order.createdAt)}</Row>
        {order.paidAt ? <Row label={words.paidAt}>{when(order.paidAt)}</Row> : null}
        {order.payMethod ? <Row label={words.payMethod}>{PAY_METHODS[order.payMethod]}</Row> : null}
        {order.buyerNote ? <Row label={words.buyerNote}>{order.buyerNote}</Row> : null}
      </section>
      <section className="sf-ocard" aria-labelledby="sf-timeline">
        <h2 id="sf-timeline">{words.timeline}</h2>
        <Timeline events={order.events} />
      </section>
      <div className="sf-obar">
        <OrderActions order={order} {...actions} />
      </div>
    </div>
  );
}

function PayCountdown({ deadline, serverTime }: { deadline: string; serverTime: string }) {
  const left = useTimeLeft(deadline, serverTime);
  if (left === null) return null;
  return (
    <p className="sf-ostate-hint" role="timer" aria-live="off">
      {left > 0 ? fill(words.payIn, { time: clock(left) }) : words.payExpired}
    </p>
  );
}

/** A line's after-sale: the open one on it, else the way to ask for one while the shop takes it. */
function LineAfterSale({
  companyKey,
  orderId,
  lineId,
  refundable,
  afterSales,
}: {
  companyKey: string;
  orderId: number;
  lineId: number;
  refundable: Refundable | null;
  afterSales: AfterSaleRow[];
}) {
  const open = afterSales.find((a) => isOpen(a.status) && a.lines.some((l) => l.orderLineId === lineId));
  if (open)
    return (
      <a className="sf-olink" href={h5Paths.afterSale(companyKey, open.id)}>
        {words.afterSaleOpen}
      </a>
    );
  const line = refundable?.lines.find((l) => l.orderLineId === lineId);
  if (!refundable?.canApply || !line || line.refundableQuantity === 0) return null;
  return (
    <a className="sf-olink" href={h5Paths.refund(companyKey, orderId, lineId)}>
      {words.afterSale}
    </a>
  );
}
