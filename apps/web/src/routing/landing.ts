import type { ShopInfo } from '../session/types.ts';
import { DASHBOARD_PATH } from './paths.ts';

/** The full-page wizard that takes a new shop through payment and approval. */
const ONBOARDING_PATH = '/onboarding';

type ShopState = Pick<ShopInfo, 'status' | 'isPlatform' | 'expireTime'>;

/** Whether an approved shop's plan has run out (the server then answers only the onboarding calls). */
export const planExpired = (shop: Pick<ShopInfo, 'status' | 'expireTime'>, now = Date.now()): boolean =>
  shop.status === 'active' && (shop.expireTime === null || Date.parse(shop.expireTime) <= now);

/** Whether a shop still has to get through onboarding (paying, approval, a rejection, or a renewal). */
const needsOnboarding = (shop: ShopState | null): boolean =>
  shop !== null &&
  !shop.isPlatform &&
  shop.status !== 'disabled' &&
  (shop.status !== 'active' || planExpired(shop));

/** Where to go once a shop is chosen: the wizard while it needs onboarding, else `redirect` or home. */
export function landingPath(shop: ShopState | null, redirect: string | null): string {
  return needsOnboarding(shop) ? ONBOARDING_PATH : (redirect ?? DASHBOARD_PATH);
}
