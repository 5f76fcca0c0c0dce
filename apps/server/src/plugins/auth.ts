import { TOKEN_COOKIE } from '@hh/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { pickLang } from '../i18n/messages.ts';
import type { Access } from '../lib/access.ts';
import type {
  PrincipalResult,
  ShopperClaims,
  ShopperResult,
  TokenClaims,
  Tokens,
} from '../lib/auth-types.ts';
import { companyState } from '../lib/company-state.ts';
import {
  type CompanyContext,
  hasPermission,
  type RequestContext,
  type ShopperContext,
  type UserContext,
} from '../lib/context.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';

/**
 * Routes registered by infrastructure plugins (docs, the web app's files) that are public by design.
 * @internal
 */
export const PUBLIC_INFRASTRUCTURE = [/^\/swagger(\/|\.json$|$)/, /^\/(\*)?$/, /^\/file\//];

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    lang: 'zh' | 'en';
    /** The verified token of a signed-in request (null on public routes). */
    claims: TokenClaims | null;
  }
}

/**
 * The caller's token: the Authorization header, or the HH-TOEKN cookie on a plain GET/HEAD (a
 * download link). Anything that changes state, and the websocket (which redeems a ticket), needs
 * the header, so a cross-site form or socket cannot ride on the cookie.
 */
function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.upgrade !== undefined) return undefined;
  const cookie = req.cookies[TOKEN_COOKIE];
  if (!cookie) return undefined;
  try {
    return decodeURIComponent(cookie).replace(/^Bearer /, '');
  } catch {
    return undefined; // a malformed cookie is no token
  }
}

/** The company gate: a shop that is not in business is refused to staff and shoppers alike. */
function assertInBusiness(status: string | null, expireTime: Date | null, onboarding: boolean) {
  const state = companyState(status, expireTime);
  if (state === 'disabled') throw forbidden('error.companyDisabled');
  if (state !== 'active' && !onboarding) throw forbidden(`company.state.${state}`);
}

/**
 * A storefront route: only a shopper token whose session is open, whose member is enabled and whose
 * shop is in business. A staff token is no shopper token (401), whatever it may do elsewhere.
 */
async function admitShopper(
  req: FastifyRequest,
  tokens: Pick<Tokens, 'verifyShopper'>,
  resolveShopper: (claims: ShopperClaims) => Promise<ShopperResult>,
) {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const claims = token ? await tokens.verifyShopper(token) : null;
  if (!claims) throw unauthorized();
  const result = await resolveShopper(claims);
  if (!result.ok) throw unauthorized();
  assertInBusiness(result.companyStatus, result.companyExpireTime, false);
  const { companyId, memberId, sessionId } = claims;
  req.ctx = { ...req.ctx, shopper: { companyId, memberId, sessionId } } as ShopperContext;
}

export function registerAuth(
  app: FastifyInstance,
  db: DatabaseHandle,
  tokens: Pick<Tokens, 'verify' | 'verifyShopper'>,
  resolvePrincipal: (claims: TokenClaims) => Promise<PrincipalResult>,
  resolveShopper: (claims: ShopperClaims) => Promise<ShopperResult>,
) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('claims', null);

  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.cookies.lang, req.headers['accept-language']);
    req.ctx = { db, principal: null, ip: req.ip, lang: req.lang };
    const access: Access | undefined = req.routeOptions.config.access;
    if (!access) {
      const url = req.routeOptions.url ?? '';
      if (req.is404 || PUBLIC_INFRASTRUCTURE.some((re) => re.test(url))) return;
      throw forbidden();
    }
    if (access.kind === 'public') return;
    if (access.kind === 'shopper') return admitShopper(req, tokens, resolveShopper);
    const token = bearer(req);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    req.claims = claims;
    const result = await resolvePrincipal(claims);
    if (!result.ok) throw result.reason === 'gone' ? unauthorized() : forbidden('company.notMember');
    const principal = result.principal;
    req.ctx.principal = principal;
    if (access.kind === 'user') return;
    if (principal.companyId === null) throw forbidden('error.noCompany');
    if (access.kind === 'platform' && !principal.isPlatform) throw forbidden();
    if (!principal.isPlatform) {
      const onboarding = access.kind === 'company' && access.onboarding === true;
      assertInBusiness(result.companyStatus, result.companyExpireTime, onboarding);
    }
    if (access.permissions.length > 0 && !hasPermission(principal, access.permissions)) throw forbidden();
  });
}

export function userCtx(req: FastifyRequest): UserContext {
  if (!req.ctx.principal) throw unauthorized();
  return req.ctx as UserContext;
}

export function companyCtx(req: FastifyRequest): CompanyContext {
  const ctx = userCtx(req);
  if (ctx.principal.companyId === null) throw new AppError(403, 'error.noCompany');
  return ctx as CompanyContext;
}

/** The shopper of a storefront route (`shopperAccess`); never a staff principal. */
export function shopperCtx(req: FastifyRequest): ShopperContext {
  const ctx = req.ctx as Partial<ShopperContext>;
  if (!ctx.shopper || req.ctx.principal !== null) throw unauthorized();
  return req.ctx as ShopperContext;
}
