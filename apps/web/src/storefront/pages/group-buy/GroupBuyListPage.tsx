import { Picture } from '../../render/Picture.tsx';
import { h5Paths } from '../../render/paths.ts';
import { useLoad } from '../../useLoad.ts';
import { fill } from '../orders/words.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type MyGroup, type RunningActivity, shopperGroupBuy } from './api.ts';
import { GroupPrice } from './parts.tsx';
import { STATES, words } from './words.ts';
import '../../ui/form.css';
import './group-buy.css';

/** One running activity: goods, group price against the SKU's own, group size, pieces taken so far. */
function ActivityCard({ companyKey, row }: { companyKey: string; row: RunningActivity }) {
  return (
    <a
      className="sf-gb-card"
      href={h5Paths.groupBuy(companyKey, row.id)}
      data-testid="sf-gb-activity"
      data-title={row.title}
    >
      <Picture src={row.picture} alt={row.productName} sizes="96px" className="sf-gb-thumb" />
      <div className="sf-gb-card-body">
        <h3>{row.title}</h3>
        <p className="sf-gb-muted">{row.productName}</p>
        <GroupPrice price={row.price} listPrice={row.listPrice} />
        <p className="sf-gb-muted">
          <span className="sf-gb-tag">{fill(words.size, { n: row.groupSize })}</span>{' '}
          {fill(words.sold, { n: row.sold })}
        </p>
      </div>
      <span className={row.stockLeft > 0 ? 'sf-primary sf-gb-go' : 'sf-gb-stamp'}>
        {row.stockLeft > 0 ? words.go : words.soldOut}
      </span>
    </a>
  );
}

/** One of the shopper's groups: the activity, its state (or the refund), seats paid of the size. */
function MineRow({ companyKey, row }: { companyKey: string; row: MyGroup }) {
  return (
    <a className="sf-gb-mine" href={h5Paths.group(companyKey, row.id)} data-testid="sf-gb-mine">
      <span>{row.title}</span>
      <span className="sf-gb-muted">{fill(words.seats, { paid: row.seatsPaid, size: row.size })}</span>
      <span className={`sf-gb-state sf-gb-state-${row.state}`}>
        {row.seat === 'refunded' ? words.refunded : STATES[row.state]}
      </span>
    </a>
  );
}

/** The shop's running group buys, and the shopper's own groups (我的拼团). */
export function GroupBuyListPage({ companyKey }: { companyKey: string }) {
  const loaded = useLoad(`${companyKey}/groups`, () =>
    Promise.all([shopperGroupBuy.activities(companyKey), shopperGroupBuy.mine(companyKey)]),
  );
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const [activities, mine] = loaded.data;
  return (
    <div className="sf-gb" data-testid="sf-gb-list">
      {activities.length === 0 && <p className="sf-gb-empty">{words.noActivities}</p>}
      {activities.map((row) => (
        <ActivityCard key={row.id} companyKey={companyKey} row={row} />
      ))}
      <h2 className="sf-gb-heading" id="mine">
        {words.mine}
      </h2>
      {mine.content.length === 0 && <p className="sf-gb-empty">{words.noMine}</p>}
      {mine.content.map((row) => (
        <MineRow key={row.id} companyKey={companyKey} row={row} />
      ))}
    </div>
  );
}
