import { formatMoney } from '@hh/shared/decimal';
import { Picture } from '../../render/Picture.tsx';
import { h5Paths } from '../../render/paths.ts';
import { useLoad } from '../../useLoad.ts';
import { fill } from '../orders/words.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type ShopperGroup, shopperGroupBuy } from './api.ts';
import { buyInGroup, Face, GroupPrice, ShareLink, SkuPicker, TimeLeft, useSkuChoice } from './parts.tsx';
import { STATES, words } from './words.ts';
import '../../ui/form.css';
import './group-buy.css';

/** The seats: each member's face (the leader marked, an unpaid one dimmed), then an empty circle per seat left. */
function Seats({ group }: { group: ShopperGroup }) {
  const taken = group.members.length;
  const emptySeats = Array.from({ length: Math.max(group.size - taken, 0) }, (_, i) => taken + i + 1);
  return (
    <ol className="sf-gb-seats" aria-label={fill(words.seats, { paid: group.seatsPaid, size: group.size })}>
      {group.members.map((m) => (
        <li
          key={m.id}
          className={m.paid ? 'sf-gb-seat' : 'sf-gb-seat sf-gb-seat-unpaid'}
          data-testid="sf-gb-seat"
        >
          <Face name={m.name} avatar={m.avatar} />
          <small>{m.leader ? words.leader : m.paid ? m.name : words.unpaid}</small>
        </li>
      ))}
      {emptySeats.map((seat) => (
        <li key={seat} className="sf-gb-seat sf-gb-seat-empty" data-testid="sf-gb-seat-empty">
          <span className="sf-gb-face" aria-hidden="true">
            ?
          </span>
          <small>&nbsp;</small>
        </li>
      ))}
    </ol>
  );
}

/** Where the group stands: filling with a countdown, waiting for its leader, or its result (and the viewer's refund). */
function Standing({ group }: { group: ShopperGroup }) {
  const left = Math.max(group.size - group.seatsTaken, 0);
  return (
    <section
      className={`sf-gb-standing sf-gb-state-${group.state}`}
      data-testid="sf-gb-state"
      data-state={group.state}
    >
      <b>{STATES[group.state]}</b>
      {group.state === 'open' && group.expiresAt && (
        <TimeLeft
          deadline={group.expiresAt}
          serverTime={group.serverTime}
          text={words.openHint}
          values={{ n: left }}
        />
      )}
      {group.state === 'failed' && (
        <span data-testid="sf-gb-refund">
          {words.failedHint}
          {group.seat === 'refunded'
            ? ` · ${words.refunded}`
            : group.seat === 'paid'
              ? ` · ${words.refunding}`
              : ''}
        </span>
      )}
    </section>
  );
}

/**
 * A group by its link: goods, seats as faces and empty circles, the countdown, the share link for its
 * members while it fills, 参团 for others, and the result. Names are masked by the server, shown as text.
 */
export function GroupPage({ companyKey, id }: { companyKey: string; id: number }) {
  const loaded = useLoad(`${companyKey}/group/${id}`, () => shopperGroupBuy.group(companyKey, id));
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  return <GroupView companyKey={companyKey} group={loaded.data} />;
}

function GroupView({ companyKey, group }: { companyKey: string; group: ShopperGroup }) {
  const { sku, choose } = useSkuChoice(group.skus);
  const inIt = group.seat === 'reserved' || group.seat === 'paid';
  const share = `${window.location.origin}${h5Paths.group(companyKey, group.id)}`;
  return (
    <div className="sf-gb" data-testid="sf-gb-group">
      <section className="sf-gb-head">
        <Picture src={group.picture} alt={group.productName} sizes="120px" className="sf-gb-picture" eager />
        <div>
          <p className="sf-gb-muted" data-testid="sf-gb-leader">
            {fill(words.leaderOf, { name: group.leaderName })}
          </p>
          <h2>{group.title}</h2>
          <p className="sf-gb-muted">{group.productName}</p>
          {sku && <GroupPrice price={sku.price} listPrice={sku.listPrice} />}
          <span className="sf-gb-tag">{fill(words.size, { n: group.size })}</span>
        </div>
      </section>
      <Standing group={group} />
      <Seats group={group} />
      {group.canJoin && (
        <>
          <SkuPicker skus={group.skus} chosen={sku?.skuId ?? null} onChoose={choose} />
          <button
            type="button"
            className="sf-primary sf-gb-main"
            disabled={!sku || sku.stockLeft <= 0}
            onClick={() => sku && buyInGroup(companyKey, sku.skuId, group.activityId, group.id)}
            data-testid="sf-gb-join"
          >
            {sku && sku.stockLeft > 0
              ? fill(words.joinNow, { price: formatMoney(sku.price) })
              : words.soldOut}
          </button>
        </>
      )}
      {inIt && group.state === 'open' && <ShareLink href={share} />}
      {group.orderId !== null && (
        <a className="sf-secondary sf-gb-main" href={h5Paths.order(companyKey, group.orderId)}>
          {words.viewOrder}
        </a>
      )}
      <a className="sf-gb-all" href={h5Paths.groups(companyKey)}>
        {words.all}
      </a>
    </div>
  );
}
