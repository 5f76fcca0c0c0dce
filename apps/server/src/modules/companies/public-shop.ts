import { eq } from 'drizzle-orm';
import { inCompanyForSystem, inSystem } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { companyState } from '../../lib/company-state.ts';
import type { RequestContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { companies } from './schema.ts';

export interface Shop {
  id: number;
  companyKey: string;
  name: string;
  logo: string | null;
}

/**
 * The shop a public storefront call names by its key: unknown keys and the platform are 404, a
 * shop not in business is refused as the company gate refuses it to staff.
 */
export async function shopByKey(ctx: RequestContext, companyKey: string): Promise<Shop> {
  const [row] = await inSystem(ctx, (tx) =>
    tx.select().from(companies).where(eq(companies.companyKey, companyKey)).limit(1),
  );
  if (!row || row.isPlatform) throw notFound();
  const state = companyState(row.status, row.expireTime);
  if (state === 'disabled') throw forbidden('error.companyDisabled');
  if (state !== 'active') throw forbidden(`company.state.${state}`);
  return { id: row.id, companyKey: row.companyKey, name: row.name, logo: row.headPortrait };
}

/**
 * Reads one shop's rows under row-level security, read-only: the company is the one its public
 * key names (the catalogue is public), and nothing a public call does can write.
 */
export function readShop<T>(ctx: RequestContext, shop: Shop, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inCompanyForSystem(ctx, shop.id, async (tx) => {
    await tx.execute('set transaction read only');
    return fn(tx);
  });
}
