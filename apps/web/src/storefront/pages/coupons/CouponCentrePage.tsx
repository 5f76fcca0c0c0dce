import { useState } from 'react';
import { h5Paths } from '../../render/paths.ts';
import { RequestError } from '../../request.ts';
import { FormError } from '../../ui/FormError.tsx';
import { useLoad } from '../../useLoad.ts';
import { EmptyPage } from '../EmptyPage.tsx';
import { fill } from '../orders/words.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type CentreCoupon, shopperCoupons } from './api.ts';
import { CouponCard, day } from './CouponCard.tsx';
import { words } from './words.ts';
import './coupons.css';

const STAMPS = {
  soldOut: words.soldOut,
  limitReached: words.limitReached,
  dailyLimitReached: words.dailyLimitReached,
} as const;

function validityOf(row: CentreCoupon) {
  if (row.validity === 'fixed')
    return fill(words.until, { from: day(row.validFrom ?? ''), to: day(row.validTo ?? '') });
  return fill(row.validity === 'days' ? words.days : words.nextDay, { n: row.validDays ?? 0 });
}

/** The claim centre: the shop's open coupons, each claimable, claimed, sold out or at its limit. */
export function CouponCentrePage({ companyKey }: { companyKey: string }) {
  const [version, setVersion] = useState(0);
  const loaded = useLoad(`${companyKey}/coupon-centre/${version}`, () => shopperCoupons.centre(companyKey));
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  if (loaded.data.length === 0)
    return <EmptyPage text={words.noCentre} href={h5Paths.coupons(companyKey)} link={words.myCoupons} />;
  const claim = async (issueId: number) => {
    setBusy(issueId);
    setNotice(null);
    try {
      await shopperCoupons.claim(companyKey, issueId);
      setNotice({ ok: true, text: words.claimedOk });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof RequestError ? error.message : String(error) });
    } finally {
      setBusy(null);
      setVersion((v) => v + 1);
    }
  };
  return (
    <div className="sf-coupons" data-testid="sf-coupon-centre">
      {notice?.ok ? (
        <p className="sf-coupon-notice" role="status" data-testid="sf-coupon-claimed">
          {notice.text} <a href={h5Paths.coupons(companyKey)}>{words.viewMine}</a>
        </p>
      ) : (
        <FormError message={notice?.text} testId="sf-coupon-refused" />
      )}
      {loaded.data.map((row) => {
        return (
          <CouponCard
            key={row.issueId}
            testId="sf-centre-coupon"
            terms={row}
            validity={validityOf(row)}
            dim={row.state === 'soldOut'}
            side={
              <>
                {row.state === 'claimable' ? (
                  <button
                    type="button"
                    className="sf-coupon-claim"
                    disabled={busy !== null}
                    onClick={() => void claim(row.issueId)}
                    data-testid="sf-coupon-claim"
                  >
                    {busy === row.issueId ? words.claiming : row.mine > 0 ? words.claimAgain : words.claim}
                  </button>
                ) : (
                  <span className="sf-coupon-stamp" data-testid="sf-coupon-stamp">
                    {STAMPS[row.state]}
                  </span>
                )}
                {row.mine > 0 && <small>{fill(words.claimed, { n: row.mine })}</small>}
                {row.remaining !== null && row.remaining > 0 && (
                  <small>{fill(words.left, { n: row.remaining })}</small>
                )}
              </>
            }
          />
        );
      })}
    </div>
  );
}
