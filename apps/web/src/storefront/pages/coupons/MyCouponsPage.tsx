import type { MemberCouponState } from '@hh/shared';
import { h5Paths } from '../../render/paths.ts';
import { EmptyPage } from '../EmptyPage.tsx';
import { usePaged } from '../orders/paged.ts';
import { fill } from '../orders/words.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type ShopperCoupon, shopperCoupons } from './api.ts';
import { CouponCard, day } from './CouponCard.tsx';
import { words } from './words.ts';
import '../../ui/tabs.css';
import './coupons.css';

const TABS: readonly MemberCouponState[] = ['unused', 'used', 'expired'];

const tabOf = (asked: string): MemberCouponState => TABS.find((tab) => tab === asked) ?? 'unused';

/** My coupons: unused (ending soonest first), used and expired, and the way to the claim centre. */
export function MyCouponsPage({ companyKey, tab: asked }: { companyKey: string; tab: string }) {
  const tab = tabOf(asked);
  const { paged, loadMore } = usePaged<ShopperCoupon>(`${companyKey}/coupons/${tab}`, (page) =>
    shopperCoupons.list(companyKey, tab, page),
  );
  return (
    <div className="sf-coupons" data-testid="sf-my-coupons">
      <nav className="sf-tabs sf-ctabs" aria-label={words.myCoupons}>
        {TABS.map((key) => (
          <a
            key={key}
            href={h5Paths.coupons(companyKey, key)}
            aria-current={key === tab ? 'page' : undefined}
            className={key === tab ? 'sf-on' : undefined}
            data-testid={`sf-coupons-tab-${key}`}
          >
            {words[key]}
          </a>
        ))}
      </nav>
      {paged.state === 'loading' ? (
        <Waiting />
      ) : paged.state === 'failed' ? (
        <Problem companyKey={companyKey} status={paged.status} />
      ) : paged.rows.length === 0 ? (
        <EmptyPage text={words.noCoupons} href={h5Paths.couponCentre(companyKey)} link={words.goCentre} />
      ) : (
        <>
          {paged.rows.map((coupon) => (
            <CouponCard
              key={coupon.id}
              testId="sf-my-coupon"
              terms={coupon}
              validity={fill(words.until, { from: day(coupon.validFrom), to: day(coupon.validTo) })}
              dim={tab !== 'unused'}
              side={tab === 'unused' ? null : <span className="sf-coupon-stamp">{words[tab]}</span>}
            />
          ))}
          {paged.more && (
            <button type="button" className="sf-coupon-more" disabled={paged.loadingMore} onClick={loadMore}>
              {words.more}
            </button>
          )}
          <a className="sf-coupon-centre-link" href={h5Paths.couponCentre(companyKey)}>
            {words.centre}
          </a>
        </>
      )}
    </div>
  );
}
