import type { PromotionHint } from '@hh/shared';
import { inShop } from '../../db/access.ts';
import { now } from '../../lib/clock.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { hintFor } from './evaluate.ts';
import { linesOfSkus, runningPromotions } from './lines.ts';

/** The cart's full-reduction hint for the lines the shopper ticked: the best rule, free shipping, the next steps. */
export function shopperHint(
  ctx: ShopperContext,
  lines: readonly { skuId: number; quantity: number }[],
): Promise<PromotionHint> {
  const at = now();
  return inShop(ctx, async (tx) =>
    hintFor(
      await runningPromotions(ctx.db, tx, ctx.shopper.companyId, at),
      await linesOfSkus(ctx.db, tx, ctx.shopper.companyId, lines),
      at,
    ),
  );
}
