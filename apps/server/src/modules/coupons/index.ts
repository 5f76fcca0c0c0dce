import type { FastifyInstance } from 'fastify';
import { couponRoutes } from './routes.ts';
import { setUpCoupons } from './setup.ts';
import { storefrontCouponRoutes } from './storefront-routes.ts';

export { couponCards } from './cards.ts';
export { giftJobRef, giveGifts } from './gifts.ts';
export {
  bestOffer,
  type CouponOffer,
  checkoutCoupons,
  holdsCoupons,
  offerOf,
  offerView,
  redeemCoupon,
  returnOrderCoupon,
} from './redeem.ts';
export { couponIssues, couponTemplates, memberCoupons } from './schema.ts';

/**
 * Coupons: the wiring (`setup.ts`), staff's templates, issues and members' coupons, and the shopper's
 * claim centre and coupons.
 */
export function couponsModule(app: FastifyInstance) {
  setUpCoupons();
  couponRoutes(app);
  storefrontCouponRoutes(app);
}
