import { sql } from 'drizzle-orm';
import { inSystem } from '../../db/access.ts';
import type { RequestContext } from '../../lib/context.ts';

/** Throws when the database does not answer. */
export async function pingDatabase(ctx: RequestContext): Promise<void> {
  await inSystem(ctx, (tx) => tx.execute(sql`select 1`));
}
