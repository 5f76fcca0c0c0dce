import { and, eq, sql } from 'drizzle-orm';
import type { CompanyContext } from '../lib/context.ts';
import { conflict } from '../lib/errors.ts';
import { inCompany } from './access.ts';
import { companyTurns } from './company-turns-schema.ts';

/** A turn older than this belongs to a server that died mid-work: the next request takes it over. */
const STALE_AFTER = '15 minutes';

const BUSY = { batchShip: 'error.batchShipBusy', export: 'error.exportBusy' } as const;
export type TurnKind = keyof typeof BUSY;

/**
 * Takes the company's only turn at `kind`: a row in company_turns (so it holds across every server
 * on the database) inserted in its own short transaction. A second taker meanwhile gets a 409.
 * Returns the release, which is safe to call more than once.
 */
export async function takeTurn(ctx: CompanyContext, kind: TurnKind): Promise<() => Promise<void>> {
  const taken = await inCompany(ctx, (tx) =>
    tx
      .insert(companyTurns)
      .values({ kind })
      .onConflictDoUpdate({
        target: [companyTurns.companyId, companyTurns.kind],
        set: { startedAt: sql`now()` },
        setWhere: sql`${companyTurns.startedAt} < now() - interval '${sql.raw(STALE_AFTER)}'`,
      })
      .returning({ startedAt: companyTurns.startedAt }),
  );
  if (taken.length === 0) throw conflict(BUSY[kind]);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await inCompany(ctx, (tx) =>
      tx
        .delete(companyTurns)
        .where(and(eq(companyTurns.companyId, ctx.principal.companyId), eq(companyTurns.kind, kind))),
    );
  };
}

/** Runs `work` as the company's only `kind` at a time (see takeTurn). */
export async function oneAtATime<T>(ctx: CompanyContext, kind: TurnKind, work: () => Promise<T>): Promise<T> {
  const release = await takeTurn(ctx, kind);
  try {
    return await work();
  } finally {
    await release();
  }
}
