import type { PageQuery } from '@hh/shared';
import { inShop } from '../../../db/access.ts';
import type { ShopperContext } from '../../../lib/context.ts';
import { ledgerPage } from '../../members/index.ts';

/** A page of the shopper's own wallet ledger, newest first. */
export const walletOf = (ctx: ShopperContext, query: PageQuery) =>
  inShop(ctx, (tx) => ledgerPage(tx, ctx.shopper.memberId, { ...query, kind: 'wallet' }));
