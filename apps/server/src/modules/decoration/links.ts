import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { type CustomPages, navigationIn } from '../navigation/index.ts';
import { decoPages } from './schema.ts';

async function pagesOf(tx: Tx, terminal: number) {
  return tx
    .select({
      id: decoPages.id,
      name: decoPages.name,
      isHome: decoPages.isHome,
      published: sql<boolean>`${decoPages.publishedVersion} is not null`,
    })
    .from(decoPages)
    .where(eq(decoPages.terminal, terminal))
    .orderBy(desc(decoPages.isHome), asc(decoPages.id));
}

/** The terminal's pages a link may open (the picker's page tab). */
export function linkPages(ctx: CompanyContext, terminal: number) {
  return inCompany(ctx, (tx) => pagesOf(tx, terminal));
}

/** The terminal's bottom navigation tabs a link may open, by position. */
export function linkNavTabs(ctx: CompanyContext, terminal: number) {
  return inCompany(ctx, async (tx) =>
    (await navigationIn(tx, terminal)).items.map((item, index) => ({ index, navName: item.navName })),
  );
}

/** What the bottom navigation may link to: the company's decorated pages. */
export const customPages: CustomPages = {
  async names(tx, ids) {
    const rows = await tx
      .select({ id: decoPages.id, name: decoPages.name })
      .from(decoPages)
      .where(inArray(decoPages.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
  list: async (tx, terminal) =>
    (await pagesOf(tx, terminal)).map(({ id, name, published }) => ({ id, name, published })),
};
