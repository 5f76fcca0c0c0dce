import { and, eq, lt, sql } from 'drizzle-orm';
import { inSystem } from '../../db/access.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { AppError, tooMany } from '../../lib/errors.ts';
import { loginFailures } from './schema.ts';

const WINDOW_MS = 60 * 60 * 1000;
/** Failures of one account from one address before each further try has to wait. */
const FREE_TRIES = 5;
/** Failures from one address, whatever the accounts, before each further try has to wait. */
const IP_FREE_TRIES = 20;
/** Wrong SMS codes for one phone, from any address, before each further try has to wait. */
const PHONE_FREE_TRIES = 10;
const FIRST_DELAY_S = 30;
const MAX_DELAY_S = 15 * 60;

/** The key failures are counted under: a person when the name resolves to one, so username and phone share it. */
export const accountKey = {
  user: (id: number) => `user:${id}`,
  name: (typed: string) => `name:${typed.toLowerCase()}`,
  sms: (phone: string) => `sms:${phone}`,
};

export interface Attempt {
  /** The credential was right: the try no longer counts, nor do earlier failures of this account from this address. */
  succeeded(): Promise<void>;
}

/** Seconds still to wait after `n` failures, the latest at `last`; 0 when a try is allowed. */
function waitSeconds(n: number, last: Date | string | null, free: number, now: number): number {
  if (n < free || last === null) return 0;
  const delay = Math.min(FIRST_DELAY_S * 2 ** (n - free), MAX_DELAY_S);
  return Math.ceil((new Date(last).getTime() + delay * 1000 - now) / 1000);
}

/** A 429 telling the person how long to wait, in seconds or minutes. */
function tryLater(seconds: number): AppError {
  return seconds >= 120
    ? tooMany('auth.tooManyAttemptsMinutes', { minutes: Math.ceil(seconds / 60), seconds })
    : tooMany('auth.tooManyAttempts', { seconds });
}

/**
 * Reserves one try at a credential of `account` from the caller's address. It counts as a failure
 * until `succeeded()` is called, so parallel guesses are counted before any of them is checked.
 * Past the free tries, each further try waits a delay that doubles per failure (30 s up to 15 min),
 * per (account, address) and per address; a stranger failing elsewhere never delays the owner.
 * `perAccount` also limits the account from every address (SMS codes, where the phone is the account).
 */
export async function beginAttempt(
  ctx: RequestContext,
  account: string,
  opts: { perAccount?: boolean } = {},
): Promise<Attempt> {
  const { id, wait } = await inSystem(ctx, async (tx) => {
    // One address's tries are counted one at a time, so a burst cannot slip past the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hh.login:${ctx.ip}`}))`);
    const since = new Date(Date.now() - WINDOW_MS);
    await tx.delete(loginFailures).where(lt(loginFailures.createdAt, since));
    const mine = and(eq(loginFailures.username, account), eq(loginFailures.ip, ctx.ip));
    const [row] = await tx
      .select({
        mineN: sql<number>`count(*) filter (where ${mine})`.mapWith(Number),
        mineLast: sql<Date | string | null>`max(${loginFailures.createdAt}) filter (where ${mine})`,
        ipN: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ctx.ip})`.mapWith(Number),
        ipLast: sql<
          Date | string | null
        >`max(${loginFailures.createdAt}) filter (where ${loginFailures.ip} = ${ctx.ip})`,
        accountN: sql<number>`count(*) filter (where ${loginFailures.username} = ${account})`.mapWith(Number),
        accountLast: sql<
          Date | string | null
        >`max(${loginFailures.createdAt}) filter (where ${loginFailures.username} = ${account})`,
      })
      .from(loginFailures)
      .where(sql`${loginFailures.ip} = ${ctx.ip} or ${loginFailures.username} = ${account}`);
    const now = Date.now();
    const wait = row
      ? Math.max(
          waitSeconds(row.mineN, row.mineLast, FREE_TRIES, now),
          waitSeconds(row.ipN, row.ipLast, IP_FREE_TRIES, now),
          opts.perAccount ? waitSeconds(row.accountN, row.accountLast, PHONE_FREE_TRIES, now) : 0,
        )
      : 0;
    if (wait > 0) return { id: null, wait };
    const [inserted] = await tx
      .insert(loginFailures)
      .values({ username: account, ip: ctx.ip })
      .returning({ id: loginFailures.id });
    return { id: inserted!.id, wait: 0 };
  });
  if (id === null) throw tryLater(wait);
  return {
    async succeeded() {
      await inSystem(ctx, (tx) =>
        tx
          .delete(loginFailures)
          .where(and(eq(loginFailures.username, account), eq(loginFailures.ip, ctx.ip))),
      );
    },
  };
}

/**
 * Runs a check of the signed-in person's own password (changing it) under the same limiter as
 * sign-in: a wrong old password counts as a failure of that person from this address.
 */
export async function limitPasswordTries<T>(ctx: UserContext, check: () => Promise<T>): Promise<T> {
  const attempt = await beginAttempt(ctx, accountKey.user(ctx.principal.userId));
  try {
    const result = await check();
    await attempt.succeeded();
    return result;
  } catch (err) {
    if (!(err instanceof AppError && err.key === 'auth.oldPasswordWrong')) await attempt.succeeded();
    throw err;
  }
}
