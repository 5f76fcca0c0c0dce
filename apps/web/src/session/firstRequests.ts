import { AUTH_URL, COMPANY_CONFIG_URL, MENUS_URL, SHOP_FOOTER_URL } from '@hh/shared';
import { http } from '../http/client.ts';
import { readStoreId, readUser } from './storage.ts';

/**
 * What a cold start with a token asks before the first screen can show — who the person is, their
 * roles, the shop's menus, and the header's shop list and footer — fetched at once and in parallel
 * (the guard asks them one after another), with exactly the parameters their callers use.
 */
export function sessionFirstRequests(): void {
  const user = readUser();
  http.prefetch(`${AUTH_URL}/info`);
  if (user) {
    http.prefetch(`${AUTH_URL}/getUserRole`, { userId: user.id });
    http.prefetch(`${COMPANY_CONFIG_URL}/getCompanyByUser`, { userPhone: user.phone ?? '' });
  }
  if (readStoreId() === null) return;
  http.prefetch(`${MENUS_URL}/build`);
  http.prefetch(SHOP_FOOTER_URL);
}
