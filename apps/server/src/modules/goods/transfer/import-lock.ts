import { eq, sql } from 'drizzle-orm';
import { inCompany } from '../../../db/access.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { conflict } from '../../../lib/errors.ts';
import { productImports } from './schema.ts';

/** A lock older than this belongs to a server that died mid-import: the next import takes it over. */
const STALE_AFTER = '15 minutes';

/**
 * Runs `work` as the company's only import: a row in product_imports (so it holds across every
 * server on the database) taken in its own short transaction, and released when `work` ends.
 * A second import meanwhile is a 409.
 */
export async function oneImportAtATime<T>(ctx: CompanyContext, work: () => Promise<T>): Promise<T> {
  const taken = await inCompany(ctx, (tx) =>
    tx
      .insert(productImports)
      .values({})
      .onConflictDoUpdate({
        target: productImports.companyId,
        set: { startedAt: sql`now()` },
        setWhere: sql`${productImports.startedAt} < now() - interval '${sql.raw(STALE_AFTER)}'`,
      })
      .returning({ startedAt: productImports.startedAt }),
  );
  if (taken.length === 0) throw conflict('error.importBusy');
  try {
    return await work();
  } finally {
    await inCompany(ctx, (tx) =>
      tx.delete(productImports).where(eq(productImports.companyId, ctx.principal.companyId)),
    );
  }
}
