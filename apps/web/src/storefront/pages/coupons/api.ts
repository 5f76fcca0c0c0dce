import type { MemberCouponState, storefrontCouponsContract, Wire } from '@hh/shared';
import { frontCall } from '../../request.ts';

type Coupons = typeof storefrontCouponsContract;

export type CentreCoupon = Wire<Coupons['centre']>[number];
export type CouponPage = Wire<Coupons['list']>;
export type ShopperCoupon = CouponPage['content'][number];

/** The claim centre and the signed-in shopper's own coupons (`/api/front/coupons…`). */
export const shopperCoupons = {
  centre: (companyKey: string) => frontCall<CentreCoupon[]>(companyKey, 'GET', '/coupons/centre'),
  claim: (companyKey: string, issueId: number) =>
    frontCall<ShopperCoupon>(companyKey, 'POST', `/coupons/centre/${issueId}/claim`),
  list: (companyKey: string, state: MemberCouponState, page: number, size = 10) =>
    frontCall<CouponPage>(companyKey, 'GET', `/coupons?state=${state}&page=${page}&size=${size}`),
};
