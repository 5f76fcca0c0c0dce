import { formatMoney } from '@hh/shared/decimal';
import { useState } from 'react';
import { startCheckout } from '../checkout/intent.ts';
import { clock, useTimeLeft } from '../orders/countdown.ts';
import { fill } from '../orders/words.ts';
import type { GroupSku } from './api.ts';
import { words } from './words.ts';

/**
 * Buys one piece of the SKU in a group through the normal checkout: a new group (its leader) or
 * joining `groupId`. The checkout shows the SKU's own price with the group price as a price step.
 */
export function buyInGroup(companyKey: string, skuId: number, activityId: number, groupId?: number) {
  startCheckout(
    companyKey,
    { skuId, quantity: 1, activity: { kind: 'group', id: activityId, ...(groupId ? { groupId } : {}) } },
    [],
  );
}

/** The SKU the shopper picks to buy in a group (the first with pieces left to start with). */
export function useSkuChoice(skus: readonly GroupSku[]) {
  const [chosen, choose] = useState(() => (skus.find((k) => k.stockLeft > 0) ?? skus[0])?.skuId ?? null);
  return { sku: skus.find((k) => k.skuId === chosen) ?? null, choose };
}

/** The SKUs as chips with their group prices (shown only when there is a choice). */
export function SkuPicker({
  skus,
  chosen,
  onChoose,
}: {
  skus: readonly GroupSku[];
  chosen: number | null;
  onChoose(skuId: number): void;
}) {
  if (skus.length < 2) return null;
  return (
    <fieldset className="sf-gb-skus">
      <legend>{words.chooseSku}</legend>
      {skus.map((k) => (
        <button
          key={k.skuId}
          type="button"
          className={k.skuId === chosen ? 'sf-gb-sku sf-gb-sku-on' : 'sf-gb-sku'}
          aria-pressed={k.skuId === chosen}
          disabled={k.stockLeft <= 0}
          onClick={() => onChoose(k.skuId)}
        >
          {k.skuLabel || '—'} · ¥{formatMoney(k.price)}
        </button>
      ))}
    </fieldset>
  );
}

/** The group price against the SKU's own. */
export function GroupPrice({ price, listPrice }: { price: string; listPrice: string }) {
  return (
    <p className="sf-gb-prices">
      <small>{words.groupPrice}</small> <b className="sf-gb-price">¥{formatMoney(price)}</b>{' '}
      <s>{fill(words.listPrice, { price: formatMoney(listPrice) })}</s>
    </p>
  );
}

/** Time left until `deadline` on the server's clock, ticking (hh:mm:ss). */
export function TimeLeft({
  deadline,
  serverTime,
  text = words.timeLeft,
  values = {},
}: {
  deadline: string;
  serverTime: string;
  text?: string;
  values?: Record<string, string | number>;
}) {
  const left = useTimeLeft(deadline, serverTime) ?? 0;
  return (
    <span role="timer" aria-live="off">
      {fill(text, { ...values, time: clock(left) })}
    </span>
  );
}

/** A member's face: their picture, or the first character of their (masked) name. */
export function Face({ name, avatar }: { name: string; avatar: string | null }) {
  return (
    <span className="sf-gb-face" aria-hidden="true">
      {avatar ? <img src={avatar} alt="" /> : Array.from(name)[0]}
    </span>
  );
}

/** The share link with a copy button (the address shows in full, for a phone without a clipboard). */
export function ShareLink({ href }: { href: string }) {
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
    <section className="sf-gb-share" data-testid="sf-gb-share">
      <p>{words.share}</p>
      <div>
        <input readOnly value={href} aria-label={words.share} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="sf-secondary" onClick={() => void copy()} data-testid="sf-gb-copy">
          {copied ? words.copied : words.copy}
        </button>
      </div>
    </section>
  );
}
