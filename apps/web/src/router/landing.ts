import type { ShopInfo } from '../session/types.ts';
import { DASHBOARD_PATH } from './guard.ts';

/** The full-page wizard that takes a new shop through payment and approval. */
export const ONBOARDING_PATH = '/onboarding';

/** Whether a shop still has to get through onboarding (paying, approval, or a rejection). */
export const needsOnboarding = (shop: Pick<ShopInfo, 'status' | 'isPlatform'> | null): boolean =>
  shop !== null && !shop.isPlatform && shop.status !== 'active' && shop.status !== 'disabled';

/** Where to go once a shop is chosen: the wizard while it needs onboarding, else `redirect` or home. */
export function landingPath(
  shop: Pick<ShopInfo, 'status' | 'isPlatform'> | null,
  redirect: string | null,
): string {
  return needsOnboarding(shop) ? ONBOARDING_PATH : (redirect ?? DASHBOARD_PATH);
}
