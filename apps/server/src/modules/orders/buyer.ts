import { eq } from 'drizzle-orm';
import { inCompany, inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { type Actor, type CompanyContext, type ShopperContext, staffActor } from '../../lib/context.ts';
import { members } from '../members/index.ts';

/** Who may act on orders: staff of the company, or a shopper of it (the storefront). */
export type OrderContext = CompanyContext | ShopperContext;

export const isShopper = (ctx: OrderContext): ctx is ShopperContext =>
  'shopper' in ctx && ctx.shopper !== undefined;

export function companyOf(ctx: OrderContext): number {
  return isShopper(ctx) ? ctx.shopper.companyId : ctx.principal.companyId;
}

/** The company's transaction for either kind of caller, under row-level security. */
export function inOrders<T>(ctx: OrderContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return isShopper(ctx) ? inShop(ctx, fn) : inCompany(ctx, fn);
}

/** The timeline's "who": the staff member, or the shopper by nickname. */
export async function actorOf(tx: Tx, ctx: OrderContext): Promise<Actor> {
  if (!isShopper(ctx)) return staffActor(ctx);
  const [m] = await tx
    .select({ nickname: members.nickname })
    .from(members)
    .where(eq(members.uid, ctx.shopper.memberId));
  return { kind: 'shopper', id: ctx.shopper.memberId, name: m?.nickname ?? '' };
}
