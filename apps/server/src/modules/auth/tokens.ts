import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';
import { appSecret } from '../../db/app-secrets.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ShopperClaims, TokenClaims, Tokens } from '../../lib/auth-types.ts';
import type { Shopper } from '../../lib/context.ts';

/** The audience and kind of a shopper token; staff tokens carry neither. */
const SHOPPER_AUDIENCE = 'storefront';
const SHOPPER_KIND = 'shopper';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * Signs and verifies tokens with a secret generated at first start and kept with the data. Staff
 * and shopper tokens are two kinds: each verifier refuses the other's (kind, audience and subject
 * all differ), so a shopper token never opens a staff route, nor a staff token a shopper route.
 */
export class TokenService implements Tokens {
  /** Tokens already verified: the same string carries the same valid signature until it expires. */
  private readonly verified = new LRUCache<string, { claims: TokenClaims; expiresAt: number }>({
    max: 10_000,
  });

  private readonly verifiedShoppers = new LRUCache<string, { claims: ShopperClaims; expiresAt: number }>({
    max: 10_000,
  });

  private constructor(
    private readonly key: Uint8Array,
    private readonly config: Pick<Config, 'TOKEN_TTL_HOURS' | 'REMEMBER_ME_TTL_HOURS'>,
  ) {}

  static async load(db: DatabaseHandle, config: Pick<Config, 'TOKEN_TTL_HOURS' | 'REMEMBER_ME_TTL_HOURS'>) {
    const key = await appSecret(db, 'jwt', () => randomBytes(48).toString('base64url'));
    return new TokenService(Buffer.from(key, 'base64url'), config);
  }

  ttlSeconds(rememberMe: boolean): number {
    return Math.round((rememberMe ? this.config.REMEMBER_ME_TTL_HOURS : this.config.TOKEN_TTL_HOURS) * 3600);
  }

  async sign(claims: Omit<TokenClaims, 'issuedAt' | 'sessionId'> & { sessionId?: string }): Promise<string> {
    return new SignJWT({
      sid: claims.sessionId ?? randomUUID(),
      cid: claims.companyId,
      rm: claims.rememberMe,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds(claims.rememberMe)}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) return Date.now() < known.expiresAt ? known.claims : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.knd !== undefined || payload.aud !== undefined) return null;
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      const claims: TokenClaims = {
        userId,
        sessionId: payload.sid,
        companyId: typeof payload.cid === 'number' ? payload.cid : null,
        rememberMe: payload.rm === true,
        issuedAt: payload.iat ?? 0,
      };
      if (payload.exp) this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  shopperTtlSeconds(): number {
    return this.ttlSeconds(true);
  }

  async signShopper(shopper: Shopper): Promise<string> {
    return new SignJWT({
      knd: SHOPPER_KIND,
      sid: shopper.sessionId,
      cid: shopper.companyId,
      mid: shopper.memberId,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`${SHOPPER_KIND}:${shopper.memberId}`)
      .setAudience(SHOPPER_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.shopperTtlSeconds()}s`)
      .sign(this.key);
  }

  async verifyShopper(token: string): Promise<ShopperClaims | null> {
    const known = this.verifiedShoppers.get(token);
    if (known) return Date.now() < known.expiresAt ? known.claims : null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: SHOPPER_AUDIENCE,
      });
      const { knd, sid, cid, mid } = payload;
      if (knd !== SHOPPER_KIND || typeof sid !== 'string' || !isId(cid) || !isId(mid)) return null;
      if (payload.sub !== `${SHOPPER_KIND}:${mid}` || !payload.exp) return null;
      const claims: ShopperClaims = {
        companyId: cid,
        memberId: mid,
        sessionId: sid,
        issuedAt: payload.iat ?? 0,
      };
      this.verifiedShoppers.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
