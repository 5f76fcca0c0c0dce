import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { inSystem } from '../../db/access.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { fingerprint, loggableError, safeErrorText } from '../../lib/db-errors.ts';
import { safeUrl } from '../../lib/safe-url.ts';
import { serverErrors } from './schema.ts';

const KEEP_DAYS = 30;
/**
 * Distinct errors kept; repeats of one only bump its count, so a flood cannot grow the table.
 * @internal
 */
export const KEEP_ERRORS = 1000;

// Request ids come from a header: keep them printable.
const printable = (s: string, max: number) =>
  [...s]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .slice(0, max);

/** Remembers an unexpected error for the status screen; never fails the request it describes. */
export async function recordServerError(db: DatabaseHandle, req: FastifyRequest, err: unknown) {
  const message = safeErrorText(err).slice(0, 1000);
  const route = req.routeOptions?.url ?? req.url.split('?')[0] ?? '';
  try {
    await inSystem({ db }, async (tx) => {
      await tx
        .insert(serverErrors)
        .values({
          requestId: printable(String(req.id), 64),
          method: req.method,
          // The path only: a query string may carry a token or a phone number.
          url: printable(safeUrl(req.url.split('?')[0] ?? ''), 500),
          status: 500,
          message,
          fingerprint: fingerprint(`${req.method} ${route} ${message}`),
        })
        .onConflictDoUpdate({
          target: serverErrors.fingerprint,
          set: {
            count: sql`${serverErrors.count} + 1`,
            lastSeen: sql`now()`,
            requestId: sql`excluded.request_id`,
            url: sql`excluded.url`,
          },
        });
      await tx.execute(sql`delete from ${serverErrors} where ${serverErrors.id} in (
        select ${serverErrors.id} from ${serverErrors} order by ${serverErrors.lastSeen} desc, ${serverErrors.id} desc
        offset ${KEEP_ERRORS})`);
      await tx
        .delete(serverErrors)
        .where(lt(serverErrors.lastSeen, new Date(Date.now() - KEEP_DAYS * 86_400_000)));
    });
  } catch (e) {
    req.log.error({ err: loggableError(e) }, 'could not record server error');
  }
}
