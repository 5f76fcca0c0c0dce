import os from 'node:os';
import { timestamp } from '@hh/shared';
import { desc, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inPlatform, inSystem } from '../../db/access.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { platform } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { fingerprint, loggableError, safeErrorText } from '../../lib/db-errors.ts';
import { safeUrl } from '../../lib/safe-url.ts';
import { userCtx } from '../../plugins/auth.ts';
import { serverErrors } from './schema.ts';

const KEEP_DAYS = 30;
/** Distinct errors kept; repeats of one only bump its count, so a flood cannot grow the table. */
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

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function systemStatusRoutes(app: FastifyInstance, db: DatabaseHandle) {
  typed(app).get('/api/system/status', {
    config: { access: platform('status:list') },
    schema: {
      tags: ['system'],
      response: {
        200: z.object({
          uptimeSeconds: z.number(),
          node: z.string(),
          platform: z.string(),
          memory: z.object({
            rss: z.number(),
            heapUsed: z.number(),
            systemFree: z.number(),
            systemTotal: z.number(),
          }),
          database: z.object({
            kind: z.enum(['pglite', 'postgres']),
            sizeBytes: z.number(),
            version: z.string(),
          }),
          slowQueries: z.object({
            available: z.boolean(),
            rows: z.array(
              z.object({ query: z.string(), calls: z.number(), meanMs: z.number(), totalMs: z.number() }),
            ),
          }),
          recentErrors: z.array(
            z.object({
              id: z.number(),
              requestId: z.string(),
              method: z.string(),
              url: z.string(),
              message: z.string(),
              count: z.number().int(),
              lastSeen: timestamp(),
              createdAt: timestamp(),
            }),
          ),
        }),
      },
    },
    handler: (req) =>
      inPlatform(userCtx(req), async (tx) => {
        const [size] = rows<{ size: string; version: string }>(
          await tx.execute(
            sql`select pg_database_size(current_database())::text as size, version() as version`,
          ),
        );
        const [ext] = rows<{ present: boolean }>(
          await tx.execute(sql`select to_regclass('pg_stat_statements') is not null as present`),
        );
        const slow = ext?.present
          ? rows<{ query: string; calls: string; mean: string; total: string }>(
              await tx.execute(sql`select left(query, 300) as query, calls::text, mean_exec_time::text as mean,
                total_exec_time::text as total from pg_stat_statements order by mean_exec_time desc limit 10`),
            ).map((r) => ({
              query: r.query,
              calls: Number(r.calls),
              meanMs: Number(r.mean),
              totalMs: Number(r.total),
            }))
          : [];
        const errors = await tx
          .select()
          .from(serverErrors)
          .orderBy(desc(serverErrors.lastSeen), desc(serverErrors.id))
          .limit(20);
        const mem = process.memoryUsage();
        return {
          uptimeSeconds: Math.round(process.uptime()),
          node: process.version,
          platform: `${os.type()} ${os.release()} (${os.cpus().length} cores)`,
          memory: {
            rss: mem.rss,
            heapUsed: mem.heapUsed,
            systemFree: os.freemem(),
            systemTotal: os.totalmem(),
          },
          database: { kind: db.kind, sizeBytes: Number(size?.size ?? 0), version: size?.version ?? '' },
          slowQueries: { available: Boolean(ext?.present), rows: slow },
          recentErrors: errors.map(({ status: _status, fingerprint: _fingerprint, ...e }) => e),
        };
      }),
  });
}
