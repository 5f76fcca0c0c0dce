import type { DatabaseHandle } from '../../db/client.ts';
import type { CompanyContext, ShopperContext } from '../../lib/context.ts';

/** A shopper of the company, as the storefront's sign-in makes them: the demo's orders and after-sales are theirs. */
export const shopperCtx = (db: DatabaseHandle, companyId: number, memberId: number): ShopperContext => ({
  db,
  principal: null,
  ip: '127.0.0.1',
  lang: 'zh',
  shopper: { companyId, memberId, sessionId: 'demo-seed' },
});

/** The shop's owner at the desk: the staff member who ships, cancels, verifies and tops up wallets in the demo. */
export const deskCtx = (
  db: DatabaseHandle,
  companyId: number,
  user: { id: number; username: string },
): CompanyContext => ({
  db,
  ip: '127.0.0.1',
  lang: 'zh',
  principal: {
    userId: user.id,
    username: user.username,
    sessionId: 'demo-seed',
    rememberMe: false,
    companyId,
    isPlatform: false,
    permissions: ['admin'],
    level: 1,
  },
});
