import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { inSystem } from '../../db/access.ts';
import type { TokenClaims } from '../../lib/auth-types.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { wsTickets } from './schema.ts';

const TICKET_TTL_SECONDS = 30;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A one-time ticket for opening the live socket, standing for the caller's sign-in for 30 s. */
export async function issueTicket(ctx: UserContext, claims: TokenClaims) {
  const ticket = randomBytes(32).toString('base64url');
  await inSystem(ctx, async (tx) => {
    await tx.delete(wsTickets).where(lt(wsTickets.expiresAt, sql`now()`));
    await tx.insert(wsTickets).values({
      ticketHash: hashOf(ticket),
      userId: claims.userId,
      sessionId: claims.sessionId,
      boundCompany: claims.companyId,
      rememberMe: claims.rememberMe,
      issuedAt: claims.issuedAt,
      expiresAt: sql`now() + make_interval(secs => ${TICKET_TTL_SECONDS})`,
    });
  });
  return { ticket, expiresIn: TICKET_TTL_SECONDS };
}

/** The sign-in a ticket stands for, once: redeeming deletes it; unknown or expired gives null. */
export async function redeemTicket(
  ctx: Pick<RequestContext, 'db'>,
  ticket: string,
): Promise<TokenClaims | null> {
  const [row] = await inSystem(ctx, (tx) =>
    tx
      .delete(wsTickets)
      .where(and(eq(wsTickets.ticketHash, hashOf(ticket)), gt(wsTickets.expiresAt, sql`now()`)))
      .returning(),
  );
  if (!row) return null;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    companyId: row.boundCompany,
    rememberMe: row.rememberMe,
    issuedAt: row.issuedAt,
  };
}
