import type { Principal, Shopper } from './context.ts';

/** What a verified token says (signed by modules/auth/tokens.ts). */
export interface TokenClaims {
  userId: number;
  sessionId: string;
  companyId: number | null;
  rememberMe: boolean;
  issuedAt: number;
}

/**
 * What a verified shopper token says: a token of its own kind, bound to one company and one of its
 * members. A staff token never verifies as one, nor a shopper token as a staff token.
 */
export type ShopperClaims = Shopper & { issuedAt: number };

/** The token service as routes and the auth plugin use it (implemented by modules/auth/tokens.ts). */
export interface Tokens {
  ttlSeconds(rememberMe: boolean): number;
  sign(claims: Omit<TokenClaims, 'issuedAt' | 'sessionId'> & { sessionId?: string }): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
  /** How long a shopper stays signed in. */
  shopperTtlSeconds(): number;
  signShopper(shopper: Shopper): Promise<string>;
  verifyShopper(token: string): Promise<ShopperClaims | null>;
}

/** A token resolved into the caller's rights (by modules/auth/principal.ts). */
export type PrincipalResult =
  | { ok: true; principal: Principal; companyStatus: string | null; companyExpireTime: Date | null }
  | { ok: false; reason: 'gone' | 'not-member' };

/** A shopper token resolved against its session, member and shop (by modules/storefront). */
export type ShopperResult =
  | { ok: true; companyStatus: string; companyExpireTime: Date | null }
  | { ok: false };
