import type { orderSettingsSchema } from '@hh/shared';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { orderSettings } from './schema.ts';

export type OrderSettings = z.output<typeof orderSettingsSchema>;

/** Cancel unpaid after 30 minutes, confirm receipt 7 days after shipping, complete 7 days after receipt. */
const DEFAULTS: OrderSettings = { cancelUnpaidMinutes: 30, autoReceiveDays: 7, autoCompleteDays: 7 };

/** The timers of the transaction's company: its saved row, or the defaults. */
export async function readOrderSettings(tx: Tx): Promise<OrderSettings> {
  const [row] = await tx.select().from(orderSettings);
  return row
    ? {
        cancelUnpaidMinutes: row.cancelUnpaidMinutes,
        autoReceiveDays: row.autoReceiveDays,
        autoCompleteDays: row.autoCompleteDays,
      }
    : DEFAULTS;
}

export function getOrderSettings(ctx: CompanyContext) {
  return inCompany(ctx, readOrderSettings);
}

/** New timers apply to orders from now on; timers already armed keep their time. */
export function saveOrderSettings(ctx: CompanyContext, input: OrderSettings) {
  return inCompany(ctx, async (tx) => {
    const before = await readOrderSettings(tx);
    await tx
      .insert(orderSettings)
      .values({ ...input, updatedAt: new Date() })
      .onConflictDoUpdate({ target: orderSettings.companyId, set: { ...input, updatedAt: new Date() } });
    await audit(tx, ctx, {
      entity: 'orderSettings',
      entityId: ctx.principal.companyId,
      action: 'update',
      before,
      after: input,
    });
    return input;
  });
}
