import { Picture } from '../../render/Picture.tsx';
import { h5Paths } from '../../render/paths.ts';
import { useLoad } from '../../useLoad.ts';
import { fill } from '../orders/words.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type ActivityDetail, shopperGroupBuy } from './api.ts';
import { buyInGroup, Face, GroupPrice, SkuPicker, TimeLeft, useSkuChoice } from './parts.tsx';
import { words } from './words.ts';
import '../../ui/form.css';
import './group-buy.css';

/** The open groups of the activity with a seat left: leader, seats missing, time left, the way in. */
function OpenGroups({ companyKey, activity }: { companyKey: string; activity: ActivityDetail }) {
  return (
    <section className="sf-gb-section" aria-label={words.openGroups}>
      <h3>{words.openGroups}</h3>
      {activity.groups.length === 0 && <p className="sf-gb-muted">{words.noOpenGroups}</p>}
      {activity.groups.map((g) => (
        <div key={g.id} className="sf-gb-open" data-testid="sf-gb-open-group">
          <Face name={g.leaderName} avatar={g.leaderAvatar} />
          <div className="sf-gb-open-body">
            <b>{g.leaderName}</b>
            <span className="sf-gb-muted">
              {fill(words.seatsLeft, { n: g.seatsLeft })} ·{' '}
              <TimeLeft deadline={g.expiresAt} serverTime={activity.serverTime} />
            </span>
          </div>
          <a
            className={g.mine ? 'sf-secondary sf-gb-go' : 'sf-primary sf-gb-go'}
            href={h5Paths.group(companyKey, g.id)}
            data-testid="sf-gb-open-join"
          >
            {g.mine ? words.view : words.join}
          </a>
        </div>
      ))}
    </section>
  );
}

/** A running activity: its goods and SKUs at group prices, 发起拼团, and the open groups to join. */
export function GroupBuyActivityPage({ companyKey, id }: { companyKey: string; id: number }) {
  const loaded = useLoad(`${companyKey}/group-buy/${id}`, () => shopperGroupBuy.activity(companyKey, id));
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  return <ActivityView companyKey={companyKey} activity={loaded.data} />;
}

function ActivityView({ companyKey, activity }: { companyKey: string; activity: ActivityDetail }) {
  const { sku, choose } = useSkuChoice(activity.skus);
  return (
    <div className="sf-gb" data-testid="sf-gb-activity-page">
      <section className="sf-gb-head">
        <Picture
          src={activity.picture}
          alt={activity.productName}
          sizes="120px"
          className="sf-gb-picture"
          eager
        />
        <div>
          <h2>{activity.title}</h2>
          <p className="sf-gb-muted">
            {activity.productName}
            {sku?.skuLabel && ` · ${sku.skuLabel}`}
          </p>
          <GroupPrice price={sku?.price ?? activity.price} listPrice={sku?.listPrice ?? activity.listPrice} />
          <p className="sf-gb-muted">
            <span className="sf-gb-tag">{fill(words.size, { n: activity.groupSize })}</span>{' '}
            {fill(words.sold, { n: activity.sold })}
          </p>
        </div>
      </section>
      <p className="sf-gb-muted">{fill(words.hoursOpen, { n: activity.hoursOpen })}</p>
      {activity.description && <p className="sf-gb-description">{activity.description}</p>}
      <SkuPicker skus={activity.skus} chosen={sku?.skuId ?? null} onChoose={choose} />
      <button
        type="button"
        className="sf-primary sf-gb-main"
        disabled={!sku || sku.stockLeft <= 0}
        onClick={() => sku && buyInGroup(companyKey, sku.skuId, activity.id)}
        data-testid="sf-gb-start"
      >
        {sku && sku.stockLeft > 0 ? words.start : words.soldOut}
      </button>
      <OpenGroups companyKey={companyKey} activity={activity} />
      <a className="sf-gb-all" href={h5Paths.groups(companyKey)}>
        {words.all}
      </a>
    </div>
  );
}
