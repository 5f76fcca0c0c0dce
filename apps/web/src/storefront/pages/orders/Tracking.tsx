import type { OrderDetail } from './api.ts';
import { when } from './parts.tsx';
import { fill, words } from './words.ts';

/** How the parcel travels: the courier and number, and the trace newest first (the express module's tracking). */
export function Tracking({ order }: { order: OrderDetail }) {
  if (order.shippingKind === 'courier')
    return (
      <section className="sf-ocard" aria-labelledby="sf-tracking">
        <h2 id="sf-tracking">{words.tracking}</h2>
        <p>
          {words.courier} {order.courierName} {order.courierPhone}
        </p>
      </section>
    );
  if (order.shippingKind !== 'express') return null;
  const traces = order.tracking?.traces ?? [];
  return (
    <section className="sf-ocard" aria-labelledby="sf-tracking" data-testid="sf-tracking">
      <h2 id="sf-tracking">{words.tracking}</h2>
      <p className="sf-tracking-no">
        {fill(words.shippedBy, { name: order.expressName ?? '', no: order.trackingNo ?? '' })}
      </p>
      {order.trackingError ? <p className="sf-muted">{words.trackingFailed}</p> : null}
      {traces.length ? (
        <ol className="sf-timeline">
          {traces.map((trace) => (
            <li key={`${trace.time}-${trace.text}`}>
              <b>{trace.text}</b>
              <time dateTime={trace.time}>
                {when(trace.time)}
                {trace.location ? ` · ${trace.location}` : ''}
              </time>
            </li>
          ))}
        </ol>
      ) : order.trackingError ? null : (
        <p className="sf-muted">{words.trackingNone}</p>
      )}
    </section>
  );
}
