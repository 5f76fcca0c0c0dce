import { useState } from 'react';
import { Picture } from '../../render/Picture.tsx';
import { Price, WasPrice } from '../../render/Price.tsx';
import { h5Paths } from '../../render/paths.ts';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type SeckillCard, type Session, seckillApi } from './api.ts';
import { SessionClock } from './SessionClock.tsx';
import { words } from './words.ts';
import '../../ui/form.css';
import './seckill.css';

const STATE_WORDS = { ongoing: words.ongoing, upcoming: words.upcoming, ended: words.ended } as const;

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The session shown first: the one running, else the next to start, else the day's last. */
function firstSession(sessions: Session[]): Session | undefined {
  return (
    sessions.find((s) => s.state === 'ongoing') ??
    sessions.find((s) => s.state === 'upcoming') ??
    sessions.at(-1)
  );
}

/** Today's slots as a strip: the time and whether it runs, is to come or is over. */
function SessionStrip({
  sessions,
  chosen,
  onChoose,
}: {
  sessions: Session[];
  chosen: number;
  onChoose(slotId: number): void;
}) {
  return (
    <div className="sf-seckill-strip" role="tablist" data-testid="sf-seckill-strip">
      {sessions.map((s) => (
        <button
          key={s.slotId}
          type="button"
          role="tab"
          aria-selected={s.slotId === chosen}
          className={`sf-seckill-slot sf-seckill-slot-${s.state}${s.slotId === chosen ? ' sf-on' : ''}`}
          onClick={() => onChoose(s.slotId)}
          data-testid="sf-seckill-slot"
        >
          <b>{hour(s.startHour)}</b>
          <span>{STATE_WORDS[s.state]}</span>
        </button>
      ))}
    </div>
  );
}

/** One piece of the session's goods: seckill price over the list price, sold of stock, and its button. */
function GoodsCard({
  companyKey,
  card,
  session,
}: {
  companyKey: string;
  card: SeckillCard;
  session: Session;
}) {
  const percent = card.total > 0 ? Math.min(100, Math.round((card.sold * 100) / card.total)) : 100;
  const gone = card.stock <= 0;
  const action =
    session.state === 'ongoing' && !gone ? (
      <a className="sf-primary sf-seckill-grab" href={h5Paths.product(companyKey, card.productId)}>
        {words.grab}
      </a>
    ) : (
      <span className="sf-seckill-stamp">
        {session.state === 'upcoming' ? words.notYet : gone ? words.gone : words.ended}
      </span>
    );
  return (
    <article className="sf-seckill-card" data-testid="sf-seckill-goods">
      <a href={h5Paths.product(companyKey, card.productId)} className="sf-seckill-thumb">
        <Picture src={card.image} alt={card.name} sizes="100px" />
      </a>
      <div className="sf-seckill-body">
        <h3>{card.name}</h3>
        {card.specKey ? <p className="sf-seckill-spec">{card.specKey}</p> : null}
        <p className="sf-seckill-prices">
          <Price value={card.price} className="sf-seckill-price" />
          <WasPrice value={card.originalPrice} now={card.price} />
        </p>
        <div className="sf-seckill-foot">
          <div className="sf-seckill-sold">
            <div
              className="sf-seckill-bar"
              role="progressbar"
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <small data-testid="sf-seckill-sold">
              {words.soldCount.replace('{n}', String(card.sold))} · {percent}%
            </small>
          </div>
          {action}
        </div>
      </div>
    </article>
  );
}

/** One session's countdown and goods, asked again when its moment comes. */
function SessionGoods({
  companyKey,
  slotId,
  version,
  skew,
  onElapsed,
}: {
  companyKey: string;
  slotId: number;
  version: number;
  /** The server's clock less the page's, as the sessions' answer told. */
  skew: number;
  onElapsed(): void;
}) {
  const loaded = useLoad(`${companyKey}/seckill/${slotId}/${version}`, () =>
    seckillApi.goods(companyKey, slotId),
  );
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const { session, goods } = loaded.data;
  return (
    <>
      <SessionClock
        key={`${session.slotId}-${session.state}`}
        session={session}
        serverNow={new Date(Date.now() + skew).toISOString()}
        onElapsed={onElapsed}
      />
      {goods.length === 0 ? <p className="sf-seckill-empty">{words.noGoods}</p> : null}
      {goods.map((card) => (
        <GoodsCard key={card.seckillSkuId} companyKey={companyKey} card={card} session={session} />
      ))}
    </>
  );
}

/** The shop's seckill today: the slots' strip (the running one first chosen), its countdown and its goods. */
export function SeckillPage({ companyKey }: { companyKey: string }) {
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const loaded = useLoad(`${companyKey}/seckill/${version}`, () =>
    seckillApi
      .sessions(companyKey)
      .then((answer) => ({ ...answer, skew: new Date(answer.now).getTime() - Date.now() })),
  );
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const { sessions, skew } = loaded.data;
  const slotId = sessions.some((s) => s.slotId === chosen)
    ? chosen
    : (firstSession(sessions)?.slotId ?? null);
  return (
    <div className="sf-seckill" data-testid="sf-seckill">
      {slotId === null ? (
        <p className="sf-seckill-empty">{words.noSessions}</p>
      ) : (
        <>
          <SessionStrip sessions={sessions} chosen={slotId} onChoose={setChosen} />
          <SessionGoods
            companyKey={companyKey}
            slotId={slotId}
            version={version}
            skew={skew}
            onElapsed={() => setVersion((v) => v + 1)}
          />
        </>
      )}
    </div>
  );
}
