import { formatMoney } from '@hh/shared/decimal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CartList, cartApi } from '../../cart.ts';
import { useRender } from '../../render/context.ts';
import { Picture } from '../../render/Picture.tsx';
import { h5Paths } from '../../render/paths.ts';
import { RequestError } from '../../request.ts';
import { Stepper } from '../../ui/Stepper.tsx';
import { startCheckout } from '../checkout/intent.ts';
import { Problem, Waiting } from '../Problem.tsx';
import {
  type BrokenLine,
  type CartLine,
  fixableQuantity,
  tickedAfterRead,
  tickedLines,
  tickedQuantity,
  tickedTotal,
} from './state.ts';
import '../../ui/form.css';
import './cart.css';
import { FormError } from '../../ui/FormError.tsx';
import { EmptyPage } from '../EmptyPage.tsx';
import { PromotionHint } from './PromotionHint.tsx';
import { words } from './words.ts';

/** A line's refusal by the server (not enough stock…), shown at that line. */
type LineErrors = Record<number, string>;

/**
 * The shopper's cart: the lines that can be bought (tick, quantity within stock, remove) with the
 * ticked total, the ones that cannot (and why), and checkout of the ticked lines.
 */
export function CartPage({ companyKey }: { companyKey: string }) {
  const [list, setList] = useState<CartList | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<LineErrors>({});
  const known = useRef<Set<number>>(new Set());
  const tickedNow = useRef(ticked);
  tickedNow.current = ticked;

  const read = useCallback(async () => {
    try {
      const next = await cartApi.list(companyKey);
      setTicked(tickedAfterRead(next, tickedNow.current, known.current));
      // A line that can be bought again (its quantity set to what is left) comes back ticked.
      known.current = new Set(next.valid.map((line) => line.id));
      setList(next);
    } catch (error) {
      setFailed(error instanceof RequestError ? error.status : 0);
    }
  }, [companyKey]);
  useEffect(() => {
    void read();
  }, [read]);

  /** Runs a change of some lines, then reads the cart again; a refusal is shown at the first line. */
  const change = async (ids: number[], run: () => Promise<unknown>) => {
    setBusy((now) => new Set([...now, ...ids]));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([id]) => !ids.includes(Number(id)))));
    try {
      await run();
    } catch (error) {
      const message = error instanceof RequestError ? error.message : words.failed;
      setErrors((now) => ({ ...now, [ids[0]!]: message }));
    }
    await read();
    setBusy((now) => new Set([...now].filter((id) => !ids.includes(id))));
  };

  if (failed !== null) return <Problem companyKey={companyKey} status={failed} />;
  if (!list) return <Waiting />;
  if (list.valid.length === 0 && list.invalid.length === 0)
    return (
      <EmptyPage
        text={words.empty}
        href={h5Paths.home(companyKey)}
        link={words.shop}
        testId="sf-cart-empty"
      />
    );

  const allTicked = list.valid.length > 0 && list.valid.every((line) => ticked.has(line.id));
  const tickAll = (on: boolean) => setTicked(new Set(on ? list.valid.map((line) => line.id) : []));
  const tick = (id: number, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const count = tickedQuantity(list, ticked);
  const checkout = () => {
    const lines = tickedLines(list, ticked);
    startCheckout(
      companyKey,
      { cartIds: lines.map((line) => line.id) },
      lines.map((line) => ({ skuId: line.skuId, price: line.price ?? '0' })),
    );
  };

  return (
    <div className="sf-cart" data-testid="sf-cart">
      {list.valid.length ? (
        <section className="sf-cart-group" aria-label={words.canBuy}>
          <ShopHead checked={allTicked} onTick={tickAll} />
          {list.valid.map((line) => (
            <LineRow
              key={line.id}
              companyKey={companyKey}
              line={line}
              ticked={ticked.has(line.id)}
              onTick={(on) => tick(line.id, on)}
              busy={busy.has(line.id)}
              error={errors[line.id]}
              onQuantity={(quantity) =>
                change([line.id], () => cartApi.setQuantity(companyKey, line.id, quantity))
              }
              onRemove={() => change([line.id], () => cartApi.remove(companyKey, [line.id]))}
            />
          ))}
        </section>
      ) : null}
      {list.invalid.length ? (
        <section
          className="sf-cart-group sf-cart-broken"
          aria-label={words.cannotBuy}
          data-testid="sf-cart-broken"
        >
          <div className="sf-cart-head">
            <h2>
              {words.cannotBuy} ({list.invalid.length})
            </h2>
            <button
              type="button"
              className="sf-link-button"
              onClick={() => {
                const ids = list.invalid.map((line) => line.id);
                void change(ids, () => cartApi.remove(companyKey, ids));
              }}
            >
              {words.clearBroken}
            </button>
          </div>
          {list.invalid.map((line) => (
            <BrokenRow
              key={line.id}
              line={line}
              busy={busy.has(line.id)}
              error={errors[line.id]}
              onFix={(quantity) =>
                change([line.id], () => cartApi.setQuantity(companyKey, line.id, quantity))
              }
              onRemove={() => change([line.id], () => cartApi.remove(companyKey, [line.id]))}
            />
          ))}
        </section>
      ) : null}
      <div className="sf-cart-bottom">
        <PromotionHint
          companyKey={companyKey}
          lines={tickedLines(list, ticked).map((line) => ({ skuId: line.skuId, quantity: line.quantity }))}
        />
        <div className="sf-cart-foot" data-testid="sf-cart-foot">
          <label className="sf-tick">
            <input type="checkbox" checked={allTicked} onChange={(event) => tickAll(event.target.checked)} />
            <span>{words.all}</span>
          </label>
          <p aria-live="polite">
            {words.total} <b data-testid="sf-cart-total">¥{tickedTotal(list, ticked)}</b>
          </p>
          <button
            type="button"
            className="sf-primary"
            disabled={count === 0 || busy.size > 0}
            onClick={checkout}
            data-testid="sf-cart-checkout"
          >
            {words.checkout}
            {count ? ` (${count})` : ''}
          </button>
        </div>
      </div>
    </div>
  );
}

function ShopHead({ checked, onTick }: { checked: boolean; onTick(on: boolean): void }) {
  const { data } = useRender();
  return (
    <div className="sf-cart-head">
      <label className="sf-tick">
        <input type="checkbox" checked={checked} onChange={(event) => onTick(event.target.checked)} />
        <h2>{data?.shop.name ?? words.canBuy}</h2>
      </label>
    </div>
  );
}

interface LineRowProps {
  companyKey: string;
  line: CartLine;
  ticked: boolean;
  onTick(on: boolean): void;
  busy: boolean;
  error: string | undefined;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

function LineRow({ companyKey, line, ticked, onTick, busy, error, onQuantity, onRemove }: LineRowProps) {
  const name = line.name ?? '';
  return (
    <article className="sf-cart-line" data-testid="sf-cart-line" aria-busy={busy || undefined}>
      <label className="sf-tick sf-tick-line">
        <input type="checkbox" checked={ticked} onChange={(event) => onTick(event.target.checked)} />
        <span className="sf-visually-hidden">
          {words.tick} {name}
        </span>
      </label>
      <a className="sf-cart-picture" href={h5Paths.product(companyKey, line.productId)} tabIndex={-1}>
        <Picture src={line.image} alt="" />
      </a>
      <div className="sf-cart-main">
        <a className="sf-cart-name" href={h5Paths.product(companyKey, line.productId)}>
          {name}
        </a>
        {line.specKey ? <span className="sf-cart-spec">{line.specKey}</span> : null}
        <div className="sf-cart-row">
          <b className="sf-cart-price">¥{formatMoney(line.price ?? '0')}</b>
          <Stepper
            value={line.quantity}
            max={Math.min(line.stock, 999)}
            onChange={onQuantity}
            label={`${words.quantity} ${name}`}
            disabled={busy}
          />
        </div>
        <FormError message={error} />
      </div>
      <RemoveButton name={name} onRemove={onRemove} busy={busy} />
    </article>
  );
}

function BrokenRow({
  line,
  busy,
  error,
  onFix,
  onRemove,
}: {
  line: BrokenLine;
  busy: boolean;
  error: string | undefined;
  onFix(quantity: number): void;
  onRemove(): void;
}) {
  const fixable = fixableQuantity(line);
  const name = line.name ?? words.gone;
  return (
    <article className="sf-cart-line" data-testid="sf-cart-broken-line" aria-busy={busy || undefined}>
      <span className="sf-cart-picture">
        <Picture src={line.image} alt="" />
      </span>
      <div className="sf-cart-main">
        <span className="sf-cart-name">{name}</span>
        {line.specKey ? <span className="sf-cart-spec">{line.specKey}</span> : null}
        <span className="sf-cart-reason" data-testid="sf-cart-reason">
          {line.reason === 'notEnoughStock'
            ? words.notEnoughStock.replace('{n}', String(line.stock)).replace('{q}', String(line.quantity))
            : words[line.reason]}
        </span>
        {fixable ? (
          <button type="button" className="sf-side-button" onClick={() => onFix(fixable)} disabled={busy}>
            {words.fixTo.replace('{n}', String(fixable))}
          </button>
        ) : null}
        <FormError message={error} />
      </div>
      <RemoveButton name={name} onRemove={onRemove} busy={busy} />
    </article>
  );
}

function RemoveButton({ name, onRemove, busy }: { name: string; onRemove(): void; busy: boolean }) {
  return (
    <button
      type="button"
      className="sf-cart-remove"
      onClick={onRemove}
      disabled={busy}
      aria-label={`${words.remove} ${name}`}
    >
      ×
    </button>
  );
}
