import { storefrontContract as contract, STOREFRONT_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { t } from '../../../i18n/messages.ts';
import { publicAccess, shopperAccess } from '../../../lib/access.ts';
import { type Deps, typed } from '../../../lib/app-types.ts';
import { shopperCtx } from '../../../plugins/auth.ts';
import { TAGS } from '../tags.ts';
import * as auth from './service.ts';

/** Shopper sign-in by phone and SMS code, the shopper's own record, log out. */
export function shopperAuthRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const authDeps = { tokens: deps.tokens, sms: deps.sms, captchaEnabled: deps.config.CAPTCHA };

  r.post(`${STOREFRONT_URL}/login/sms`, {
    config: { access: publicAccess },
    schema: { tags: TAGS, body: contract.sendCode, response: { 200: contract.codeSent } },
    handler: async (req) => {
      const code = await auth.sendShopperCode(req.ctx, authDeps, req.body);
      return { message: t(req.lang, 'auth.smsSent'), ...(deps.sms.echoes ? { code } : {}) };
    },
  });

  r.post(`${STOREFRONT_URL}/login`, {
    config: { access: publicAccess },
    schema: { tags: TAGS, body: contract.login, response: { 200: contract.loginResult } },
    handler: (req) => auth.shopperLogin(req.ctx, authDeps, req.body),
  });

  r.get(`${STOREFRONT_URL}/user`, {
    config: { access: shopperAccess },
    schema: { tags: TAGS, response: { 200: contract.me } },
    handler: (req) => auth.currentShopper(shopperCtx(req)),
  });

  r.post(`${STOREFRONT_URL}/logout`, {
    config: { access: shopperAccess },
    schema: { tags: TAGS, response: { 200: contract.message } },
    handler: async (req) => {
      await auth.shopperLogout(shopperCtx(req));
      return { message: t(req.lang, 'auth.loggedOut') };
    },
  });
}
