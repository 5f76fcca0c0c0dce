import { formatMoney } from '@hh/shared/decimal';
import { useState } from 'react';
import { Picture } from '../../render/Picture.tsx';
import { h5Paths } from '../../render/paths.ts';
import { RequestError } from '../../request.ts';
import { navigate } from '../../router.ts';
import { FormError } from '../../ui/FormError.tsx';
import { useLoad } from '../../useLoad.ts';
import { fill } from '../orders/words.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type OpenActivity, shopperBargains } from './api.ts';
import { words } from './words.ts';
import '../../ui/form.css';
import './bargain.css';

const STATES = {
  progress: words.progress,
  succeeded: words.succeeded,
  failed: words.failed,
  bought: words.bought,
} as const;

interface CardProps {
  companyKey: string;
  row: OpenActivity;
  busy: boolean;
  onStart(): void;
}

/** One running activity: its goods and prices, and start (or continue the shopper's open bargain). */
function ActivityCard({ companyKey, row, busy, onStart }: CardProps) {
  return (
    <article className="sf-bargain-card" data-testid="sf-bargain-activity">
      <Picture src={row.picture} alt={row.productName} sizes="96px" className="sf-bargain-thumb" />
      <div className="sf-bargain-card-body">
        <h3>{row.title}</h3>
        <p className="sf-bargain-goods">
          {row.productName}
          {row.skuLabel && ` · ${row.skuLabel}`}
        </p>
        <p>
          <b className="sf-bargain-floor">{fill(words.floor, { price: formatMoney(row.floorPrice) })}</b>{' '}
          <s>{fill(words.from, { price: formatMoney(row.startPrice) })}</s>
        </p>
        <p className="sf-bargain-meta">{fill(words.helpers, { n: row.helpersNeeded })}</p>
      </div>
      <div className="sf-bargain-card-side">
        {row.mineId !== null ? (
          <a
            className="sf-primary sf-bargain-go"
            href={h5Paths.bargain(companyKey, row.mineId)}
            data-testid="sf-bargain-continue"
          >
            {words.continue}
          </a>
        ) : row.canStart ? (
          <button
            type="button"
            className="sf-primary"
            disabled={busy}
            onClick={onStart}
            data-testid="sf-bargain-start"
          >
            {busy ? words.starting : words.start}
          </button>
        ) : (
          <span className="sf-bargain-stamp">{row.stockLeft > 0 ? words.used : words.soldOut}</span>
        )}
      </div>
    </article>
  );
}

/** The shop's running bargains (start one, or continue one's own), and the shopper's own bargains. */
export function BargainListPage({ companyKey }: { companyKey: string }) {
  const loaded = useLoad(`${companyKey}/bargains`, () =>
    Promise.all([shopperBargains.activities(companyKey), shopperBargains.mine(companyKey)]),
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const [activities, mine] = loaded.data;
  const start = async (activityId: number) => {
    setBusy(activityId);
    setRefused(null);
    try {
      const bargain = await shopperBargains.start(companyKey, activityId);
      navigate(h5Paths.bargain(companyKey, bargain.id));
    } catch (error) {
      setRefused(error instanceof RequestError ? error.message : String(error));
      setBusy(null);
    }
  };
  return (
    <div className="sf-bargains" data-testid="sf-bargains">
      <FormError message={refused ?? undefined} testId="sf-bargain-refused" />
      {activities.length === 0 && <p className="sf-bargain-empty">{words.noActivities}</p>}
      {activities.map((row) => (
        <ActivityCard
          key={row.id}
          companyKey={companyKey}
          row={row}
          busy={busy !== null}
          onStart={() => void start(row.id)}
        />
      ))}
      <h2 className="sf-bargain-heading">{words.mine}</h2>
      {mine.content.length === 0 && <p className="sf-bargain-empty">{words.noMine}</p>}
      {mine.content.map((b) => (
        <a
          key={b.id}
          className="sf-bargain-mine"
          href={h5Paths.bargain(companyKey, b.id)}
          data-testid="sf-bargain-mine"
        >
          <span>{b.title}</span>
          <span>¥{formatMoney(b.price)}</span>
          <span className={`sf-bargain-state sf-bargain-state-${b.state}`}>{STATES[b.state]}</span>
        </a>
      ))}
    </div>
  );
}
