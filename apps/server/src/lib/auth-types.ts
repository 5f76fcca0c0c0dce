import type { Principal } from './context.ts';

/** What a verified token says (signed by modules/auth/tokens.ts). */
export interface TokenClaims {
  userId: number;
  sessionId: string;
  companyId: number | null;
  rememberMe: boolean;
  issuedAt: number;
}

/** The token service as routes and the auth plugin use it (implemented by modules/auth/tokens.ts). */
export interface Tokens {
  ttlSeconds(rememberMe: boolean): number;
  sign(claims: Omit<TokenClaims, 'issuedAt' | 'sessionId'> & { sessionId?: string }): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

/** A token resolved into the caller's rights (by modules/auth/principal.ts). */
export type PrincipalResult =
  | { ok: true; principal: Principal; companyStatus: string | null; companyExpireTime: Date | null }
  | { ok: false; reason: 'gone' | 'not-member' };
