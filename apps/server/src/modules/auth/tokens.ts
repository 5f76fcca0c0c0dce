import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { TokenClaims, Tokens } from '../../lib/auth-types.ts';
import { appSecrets } from './schema.ts';

/** Signs and verifies tokens with a secret generated at first start and kept with the data. */
export class TokenService implements Tokens {
  /** Tokens already verified: the same string carries the same valid signature until it expires. */
  private readonly verified = new LRUCache<string, { claims: TokenClaims; expiresAt: number }>({
    max: 10_000,
  });

  private constructor(
    private readonly key: Uint8Array,
    private readonly config: Pick<Config, 'TOKEN_TTL_HOURS' | 'REMEMBER_ME_TTL_HOURS'>,
  ) {}

  static async load(db: DatabaseHandle, config: Pick<Config, 'TOKEN_TTL_HOURS' | 'REMEMBER_ME_TTL_HOURS'>) {
    await db.drizzle
      .insert(appSecrets)
      .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.drizzle.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
    return new TokenService(Buffer.from(row!.value, 'base64url'), config);
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
}
