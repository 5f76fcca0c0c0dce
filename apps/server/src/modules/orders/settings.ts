import type { orderSettingsSchema } from '@hh/shared';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { orderSettings } from './schema.ts';

export type OrderSettings = z.output<typeof orderSettingsSchema>;

/**
 * Cancel unpaid after 30 minutes, confirm receipt 7 days after shipping, complete 7 days after
 * receipt; a shopper holds at most 3 unpaid orders and 20 pieces of one SKU in each (a family's
 * week of one item, not a shelf's stock); staff never reprice above the amount the order was placed with.
 */
const DEFAULTS: OrderSettings = {
  cancelUnpaidMinutes: 30,
  autoReceiveDays: 7,
  autoCompleteDays: 7,
  maxUnpaidOrders: 3,
  maxSkuQuantity: 20,
  repriceMaxPercent: 100,
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let speedup = 1;

/** ORDER_TIMERS_SPEEDUP (tests only, refused by the config otherwise): every order timer runs this many times faster. */
export function speedUpOrderTimers(factor: number): void {
  speedup = factor;
}

/** The settings as spans of time in ms: what the timers are armed with and the shopper's countdown shows. */
export function timerSpans(settings: OrderSettings) {
  return {
    cancelUnpaidMs: (settings.cancelUnpaidMinutes * MINUTE_MS) / speedup,
    autoReceiveMs: (settings.autoReceiveDays * DAY_MS) / speedup,
    autoCompleteMs: (settings.autoCompleteDays * DAY_MS) / speedup,
  };
}

/** The settings' columns of a company's saved row, for a read that takes them with others. */
export const settingsColumns = {
  cancelUnpaidMinutes: orderSettings.cancelUnpaidMinutes,
  autoReceiveDays: orderSettings.autoReceiveDays,
  autoCompleteDays: orderSettings.autoCompleteDays,
  maxUnpaidOrders: orderSettings.maxUnpaidOrders,
  maxSkuQuantity: orderSettings.maxSkuQuantity,
  repriceMaxPercent: orderSettings.repriceMaxPercent,
} satisfies Record<keyof OrderSettings, unknown>;

/** A company's saved settings, or the defaults when it has none. */
export const orderSettingsOf = (saved: OrderSettings | null | undefined): OrderSettings => saved ?? DEFAULTS;

/** The settings of the transaction's company: its saved row, or the defaults. */
export async function readOrderSettings(tx: Tx): Promise<OrderSettings> {
  const [row] = await tx.select(settingsColumns).from(orderSettings);
  return orderSettingsOf(row);
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
