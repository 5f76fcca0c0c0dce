import type { FastifyInstance } from 'fastify';
import { couponRoutes } from './routes.ts';
import { storefrontCouponRoutes } from './storefront-routes.ts';

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
export { couponIssues, couponTemplates } from './schema.ts';

/** Coupons: staff's templates, issues and members' coupons, and the shopper's claim centre and coupons. */
export function couponsModule(app: FastifyInstance) {
  couponRoutes(app);
  storefrontCouponRoutes(app);
}
