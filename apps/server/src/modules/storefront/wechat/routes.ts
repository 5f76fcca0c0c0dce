import { storefrontPayContract as contract, STOREFRONT_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../../lib/access.ts';
import { type Deps, typed } from '../../../lib/app-types.ts';
import { ownOrigin } from '../../../lib/own-origin.ts';
import { shopperCtx } from '../../../plugins/auth.ts';
import { TAGS } from '../tags.ts';
import { finishWechatOAuth, payOptions, startWechatOAuth } from './service.ts';

const OAUTH_URL = `${STOREFRONT_URL}/wechat/oauth`;

/** How the shopper may pay online, and WeChat's web sign-in that gives JSAPI the shopper's openid. */
export function wechatRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const config = { access: shopperAccess };

  r.get(`${STOREFRONT_URL}/pay/options`, {
    config,
    schema: { tags: TAGS, response: { 200: contract.options } },
    handler: (req) => payOptions(shopperCtx(req), deps.payments),
  });

  r.post(OAUTH_URL, {
    config,
    schema: { tags: TAGS, body: contract.oauthStart, response: { 200: contract.oauthStarted } },
    handler: (req) =>
      startWechatOAuth(shopperCtx(req), deps.payments, ownOrigin(app, deps.config), req.body.back),
  });

  r.post(`${OAUTH_URL}/finish`, {
    config,
    schema: { tags: TAGS, body: contract.oauthFinish, response: { 200: contract.oauthFinished } },
    handler: (req) => finishWechatOAuth(shopperCtx(req), deps.payments, req.body),
  });
}
