import { formatMoney } from '@hh/shared/decimal';
import { CouponCard, day } from '../coupons/CouponCard.tsx';
import type { Computed } from './api.ts';
import { ct, fill } from './texts.ts';
import '../coupons/coupons.css';

export type CheckoutCoupons = Computed['coupons'];
type Option = CheckoutCoupons['options'][number];

/** Why a coupon cannot be used on this order, in the shopper's words. */
function unusableText(o: Option): string {
  switch (o.unusable) {
    case 'notYetValid':
      return fill(ct.couponNotYet, { from: day(o.validFrom) });
    case 'outOfScope':
      return ct.couponOutOfScope;
    case 'activityGoods':
      return ct.couponActivityGoods;
    case 'threshold':
      return fill(ct.couponMissing, { amount: formatMoney(o.missing ?? '0') });
    default:
      return ct.couponZero;
  }
}

/** The coupon row of the checkout: the one applied and what it takes off, or how many could be. */
export function CouponRow({ coupons, onOpen }: { coupons: CheckoutCoupons; onOpen(): void }) {
  const usable = coupons.options.filter((o) => o.unusable === null);
  const chosen = coupons.options.find((o) => o.id === coupons.chosenId);
  const value = chosen
    ? `-¥${formatMoney(chosen.discount)}`
    : usable.length
      ? fill(ct.couponsUsable, { n: usable.length })
      : ct.couponsNone;
  return (
    <section className="sf-card-block">
      <button
        type="button"
        className="sf-coupon-row"
        onClick={onOpen}
        disabled={coupons.options.length === 0}
        data-testid="sf-checkout-coupon"
      >
        <span>{ct.coupon}</span>
        <span className={chosen ? 'sf-coupon-row-off' : 'sf-muted'}>
          {chosen ? <small>{chosen.title} </small> : null}
          {value}
        </span>
        {coupons.options.length ? <span aria-hidden="true">›</span> : null}
      </button>
    </section>
  );
}

interface CouponSheetProps {
  coupons: CheckoutCoupons;
  /** A member coupon's id, or null: use none. */
  onChoose(id: number | null): void;
  onClose(): void;
}

/** The member's coupons on this order: the usable ones to choose from, the others with why not, and "use none". */
export function CouponSheet({ coupons, onChoose, onClose }: CouponSheetProps) {
  const usable = coupons.options.filter((o) => o.unusable === null);
  const others = coupons.options.filter((o) => o.unusable !== null);
  const validity = (o: Option) => fill(ct.couponUntil, { to: day(o.validTo) });
  return (
    <div
      className="sf-sheet sf-coupon-sheet"
      role="dialog"
      aria-modal="true"
      aria-labelledby="sf-coupon-sheet-title"
      data-testid="sf-coupon-sheet"
    >
      <div>
        <h2 id="sf-coupon-sheet-title" tabIndex={-1} ref={(h) => h?.focus()}>
          {ct.couponChoose}
        </h2>
        <div className="sf-coupon-sheet-list">
          <h3>{fill(ct.couponsUsableTitle, { n: usable.length })}</h3>
          {usable.map((o) => {
            const on = o.id === coupons.chosenId;
            return (
              <button
                key={o.id}
                type="button"
                className={on ? 'sf-coupon-pick sf-on' : 'sf-coupon-pick'}
                aria-pressed={on}
                onClick={() => onChoose(o.id)}
              >
                <CouponCard
                  terms={o}
                  validity={validity(o)}
                  testId="sf-coupon-usable"
                  side={
                    <span className="sf-coupon-saves">
                      {fill(ct.couponSaves, { amount: formatMoney(o.discount) })}
                    </span>
                  }
                />
              </button>
            );
          })}
          {others.length ? <h3>{fill(ct.couponsUnusableTitle, { n: others.length })}</h3> : null}
          {others.map((o) => (
            <div key={o.id} className="sf-coupon-unusable">
              <CouponCard terms={o} validity={validity(o)} dim testId="sf-coupon-unusable" side={null} />
              <p>{unusableText(o)}</p>
            </div>
          ))}
        </div>
        <button
          type="button"
          className={coupons.chosenId === null ? 'sf-secondary sf-wide sf-on' : 'sf-secondary sf-wide'}
          aria-pressed={coupons.chosenId === null}
          onClick={() => onChoose(null)}
        >
          {ct.couponNone}
        </button>
        <button type="button" className="sf-link-button sf-wide" onClick={onClose}>
          {ct.cancel}
        </button>
      </div>
    </div>
  );
}
