import { eq } from 'drizzle-orm';
import { inShop } from '../../db/access.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { companies } from '../companies/index.ts';

/** The public key of the signed-in shopper's shop (its storefront's addresses). */
export async function shopperShopKey(ctx: ShopperContext): Promise<string> {
  const [row] = await inShop(ctx, (tx) =>
    tx
      .select({ companyKey: companies.companyKey })
      .from(companies)
      .where(eq(companies.id, ctx.shopper.companyId)),
  );
  if (!row) throw notFound();
  return row.companyKey;
}
