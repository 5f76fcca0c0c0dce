import { formatMoney } from '@hh/shared/decimal';
import type { ReactNode } from 'react';
import { lang } from '../../texts.ts';
import { fill } from '../orders/words.ts';
import { words } from './words.ts';

interface Terms {
  title: string;
  kind: 'amount' | 'percent';
  amount: string | null;
  percentOff: number | null;
  maxDiscount: string | null;
  threshold: string;
  scope: 'all' | 'products' | 'categories' | 'exceptProducts';
}

const SCOPES = {
  all: words.scopeAll,
  products: words.scopeProducts,
  categories: words.scopeCategories,
  exceptProducts: words.scopeExceptProducts,
};

/** A day as the shopper's phone writes it. */
export const day = (iso: string) => new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-CN');

interface CouponCardProps {
  terms: Terms;
  /** The validity line (a window, or "N days from claiming"). */
  validity: string;
  /** Greyed: used, expired, sold out. */
  dim?: boolean;
  /** The button or the state stamp on the right. */
  side: ReactNode;
  testId: string;
}

/** One coupon as a ticket: what it takes off and from how much on the left, its name and dates on the right. */
export function CouponCard({ terms, validity, dim, side, testId }: CouponCardProps) {
  const percent = terms.percentOff ?? 0;
  const value =
    terms.kind === 'amount' ? (
      <>
        <small>¥</small>
        {formatMoney(terms.amount ?? '0')}
      </>
    ) : (
      fill(words.rate, { rate: (100 - percent) / 10, percent })
    );
  const threshold =
    Number(terms.threshold) > 0
      ? fill(words.threshold, { threshold: formatMoney(terms.threshold) })
      : words.noThreshold;
  return (
    <article className={dim ? 'sf-coupon sf-coupon-dim' : 'sf-coupon'} data-testid={testId}>
      <div className="sf-coupon-value">
        <b>{value}</b>
        <span>{threshold}</span>
        {terms.kind === 'percent' && (
          <span>{fill(words.capped, { max: formatMoney(terms.maxDiscount ?? '0') })}</span>
        )}
      </div>
      <div className="sf-coupon-body">
        <b className="sf-coupon-title">{terms.title}</b>
        <span>{SCOPES[terms.scope]}</span>
        <span className="sf-coupon-dates">{validity}</span>
      </div>
      <div className="sf-coupon-side">{side}</div>
    </article>
  );
}
