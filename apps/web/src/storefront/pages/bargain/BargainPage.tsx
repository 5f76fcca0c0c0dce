import { formatMoney, fromCents, toCents } from '@hh/shared/decimal';
import { useState } from 'react';
import { Picture } from '../../render/Picture.tsx';
import { h5Paths } from '../../render/paths.ts';
import { RequestError } from '../../request.ts';
import { FormError } from '../../ui/FormError.tsx';
import { useLoad } from '../../useLoad.ts';
import { startCheckout } from '../checkout/intent.ts';
import { when } from '../orders/parts.tsx';
import { fill } from '../orders/words.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type ShopperBargain, shopperBargains } from './api.ts';
import { words } from './words.ts';
import '../../ui/form.css';
import './bargain.css';

const STATES = {
  progress: words.progress,
  succeeded: words.succeeded,
  failed: words.failed,
  bought: words.bought,
} as const;

/** The share link with a copy button (the address shows in full, for a phone without a clipboard). */
function ShareLink({ href }: { href: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="sf-bargain-share" data-testid="sf-bargain-share">
      <p>{words.share}</p>
      <div>
        <input readOnly value={href} aria-label={words.share} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="sf-secondary"
          onClick={() => void copy()}
          data-testid="sf-bargain-copy"
        >
          {copied ? words.copied : words.copy}
        </button>
      </div>
    </section>
  );
}

/** How far the cutting has come: the amount cut, what is left to the floor, the helpers. */
function Progress({ bargain }: { bargain: ShopperBargain }) {
  const room = toCents(bargain.startPrice) - toCents(bargain.floorPrice);
  const cut = toCents(bargain.startPrice) - toCents(bargain.price);
  const percent = room > 0n ? Number((cut * 100n) / room) : 100;
  const left = toCents(bargain.price) - toCents(bargain.floorPrice);
  return (
    <section className="sf-bargain-progress">
      <div
        className="sf-bargain-bar"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p data-testid="sf-bargain-cut-so-far">
        {left === 0n
          ? fill(words.atFloor, { price: formatMoney(bargain.floorPrice) })
          : fill(words.cutSoFar, { amount: fromCents(cut), left: fromCents(left) })}
      </p>
      <p className="sf-bargain-meta" data-testid="sf-bargain-helpers">
        {fill(words.helpersCount, { n: bargain.helpers, total: bargain.helpersNeeded })}
      </p>
    </section>
  );
}

/**
 * One bargain, for its member (progress, share link, buy when allowed) and for anyone signed in who
 * opens its share link (help with one cut). Nicknames are shown as text, never as HTML.
 */
export function BargainPage({ companyKey, id }: { companyKey: string; id: number }) {
  const [version, setVersion] = useState(0);
  const loaded = useLoad(`${companyKey}/bargain/${id}/${version}`, () => shopperBargains.one(companyKey, id));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const bargain = loaded.data;
  const help = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const helped = await shopperBargains.help(companyKey, id);
      setNotice({ ok: true, text: fill(words.helpedOk, { amount: formatMoney(helped.amount) }) });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof RequestError ? error.message : String(error) });
    } finally {
      setBusy(false);
      setVersion((v) => v + 1);
    }
  };
  // The checkout shows the SKU's own price with the bargain as a price step: no price of ours to compare.
  const buy = () =>
    startCheckout(
      companyKey,
      { skuId: bargain.skuId, quantity: 1, activity: { kind: 'bargain', id: bargain.id } },
      [],
    );
  const share = `${window.location.origin}${h5Paths.bargain(companyKey, bargain.id)}`;
  return (
    <div className="sf-bargain" data-testid="sf-bargain">
      <section className="sf-bargain-head">
        <Picture
          src={bargain.picture}
          alt={bargain.productName}
          sizes="120px"
          className="sf-bargain-picture"
          eager
        />
        <div>
          {!bargain.mine && (
            <p className="sf-bargain-owner" data-testid="sf-bargain-owner">
              {fill(words.ownerOf, { name: bargain.ownerName })}
            </p>
          )}
          <h2>{bargain.title}</h2>
          <p className="sf-bargain-goods">
            {bargain.productName}
            {bargain.skuLabel && ` · ${bargain.skuLabel}`}
          </p>
          <p>
            <small>{words.priceNow}</small>{' '}
            <b className="sf-bargain-price" data-testid="sf-bargain-price">
              ¥{formatMoney(bargain.price)}
            </b>{' '}
            <s>¥{formatMoney(bargain.startPrice)}</s>
          </p>
          <span
            className={`sf-bargain-state sf-bargain-state-${bargain.state}`}
            data-testid="sf-bargain-state"
          >
            {STATES[bargain.state]}
          </span>
        </div>
      </section>
      <Progress bargain={bargain} />
      <p className="sf-bargain-meta">
        {bargain.state === 'succeeded' && bargain.buyBy
          ? fill(words.buyBy, { at: when(bargain.buyBy) })
          : bargain.state === 'progress'
            ? fill(words.endsAt, { at: when(bargain.expiresAt) })
            : ''}
      </p>
      {notice?.ok ? (
        <p className="sf-bargain-notice" role="status" data-testid="sf-bargain-helped">
          {notice.text}
        </p>
      ) : (
        <FormError message={notice?.text} testId="sf-bargain-refused" />
      )}
      <div className="sf-bargain-actions">
        {bargain.canHelp && (
          <button
            type="button"
            className="sf-primary"
            disabled={busy}
            onClick={() => void help()}
            data-testid="sf-bargain-help"
          >
            {busy ? words.helping : words.help}
          </button>
        )}
        {!bargain.mine && bargain.helped && <span className="sf-bargain-stamp">{words.helped}</span>}
        {bargain.canBuy && (
          <button type="button" className="sf-primary" onClick={buy} data-testid="sf-bargain-buy">
            {fill(words.buy, { price: formatMoney(bargain.price) })}
          </button>
        )}
        {bargain.mine && bargain.orderId !== null && (
          <a className="sf-secondary sf-bargain-go" href={h5Paths.order(companyKey, bargain.orderId)}>
            {words.viewOrder}
          </a>
        )}
      </div>
      {bargain.mine && bargain.state === 'progress' && <ShareLink href={share} />}
      <section className="sf-bargain-cuts">
        <h3>{words.cuts}</h3>
        <ol>
          {bargain.cuts.map((cut) => (
            <li key={cut.id} data-testid="sf-bargain-cut">
              <span className="sf-bargain-who">
                {cut.nickname}
                {cut.initiator && <em>{words.initiator}</em>}
              </span>
              <b>{fill(words.cutAmount, { amount: formatMoney(cut.amount) })}</b>
            </li>
          ))}
        </ol>
      </section>
      <a className="sf-bargain-all" href={h5Paths.bargains(companyKey)}>
        {words.all}
      </a>
    </div>
  );
}
