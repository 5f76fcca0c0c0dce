import type { AfterSaleSettings, ReturnAddress } from '@hh/shared';
import { asc, eq } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { companies } from '../companies/index.ts';
import { stores } from '../stores/index.ts';
import { afterSaleSettings } from './schema.ts';

/** Apply until 7 days after receipt, never auto-approve, close a return not sent back within 7 days. */
const DEFAULTS: AfterSaleSettings = {
  applyWindowDays: 7,
  autoApproveDays: 0,
  returnShipDays: 7,
  returnAddress: null,
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The settings of the transaction's company: its saved row, or the defaults. */
export async function readSettings(tx: Tx): Promise<AfterSaleSettings> {
  const [row] = await tx.select().from(afterSaleSettings);
  return row
    ? {
        applyWindowDays: row.applyWindowDays,
        autoApproveDays: row.autoApproveDays,
        returnShipDays: row.returnShipDays,
        returnAddress: row.returnAddress ?? null,
      }
    : DEFAULTS;
}

/** Where returns go unless staff say otherwise: the settings' address, else the first open store with the shop's contact. */
export async function defaultReturnAddress(tx: Tx): Promise<ReturnAddress | null> {
  const settings = await readSettings(tx);
  if (settings.returnAddress) return settings.returnAddress;
  const [store] = await tx
    .select({
      name: stores.name,
      phone: stores.phone,
      regionName: stores.regionName,
      address: stores.address,
    })
    .from(stores)
    .where(eq(stores.status, 1))
    .orderBy(asc(stores.sort), asc(stores.id))
    .limit(1);
  const [company] = await tx
    .select({ contactName: companies.contactName, contactPhone: companies.contactPhone })
    .from(companies);
  const phone = company?.contactPhone ?? store?.phone;
  if (!store?.address || !phone) return null;
  return {
    name: company?.contactName ?? store.name,
    phone,
    address: [store.regionName, store.address].filter(Boolean).join(' '),
  };
}

export function getSettings(ctx: CompanyContext) {
  return inCompany(ctx, readSettings);
}

/** New timers follow the new days; timers already armed keep their time. */
export function saveSettings(ctx: CompanyContext, input: AfterSaleSettings) {
  return inCompany(ctx, async (tx) => {
    const before = await readSettings(tx);
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(afterSaleSettings)
      .values(values)
      .onConflictDoUpdate({ target: afterSaleSettings.companyId, set: values });
    await audit(tx, ctx, {
      entity: 'afterSaleSettings',
      entityId: ctx.principal.companyId,
      action: 'update',
      before,
      after: input,
    });
    return input;
  });
}
