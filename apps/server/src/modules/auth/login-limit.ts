import { and, count, eq, gt, lt } from 'drizzle-orm';
import { inUser } from '../../db/access.ts';
import type { RequestContext } from '../../lib/context.ts';
import { tooMany } from '../../lib/errors.ts';
import { loginFailures } from './schema.ts';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

/** Ten failures for one username or from one IP within 15 minutes lock sign-in until the window passes. */
export async function assertNotLocked(ctx: RequestContext, username: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byUser, byIp] = await inUser(ctx, async (tx) => {
    const [u] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username.toLowerCase()), gt(loginFailures.createdAt, since)));
    const [i] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ctx.ip), gt(loginFailures.createdAt, since)));
    return [u?.n ?? 0, i?.n ?? 0];
  });
  if (byUser >= MAX_FAILURES || byIp >= MAX_FAILURES) throw tooMany('auth.tooManyAttempts');
}

export async function recordFailure(ctx: RequestContext, username: string): Promise<void> {
  await inUser(ctx, async (tx) => {
    await tx.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - WINDOW_MS)));
    await tx.insert(loginFailures).values({ username: username.toLowerCase(), ip: ctx.ip });
  });
}
