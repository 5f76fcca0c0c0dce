import { randomInt } from 'node:crypto';
import type { PageQuery } from '@hh/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { inCompany, inSystem } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import { paged } from '../../db/list.ts';
import type { CompanyContext, RequestContext, UserContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/events.ts';
import type { PaymentProvider } from '../../lib/payment-provider.ts';
import { companies, companyOrders, plans } from '../companies/index.ts';
import { storeCategories } from '../platform/index.ts';
import { type NewCompany, setUpCompany } from './company-setup.ts';

export async function categoriesUnder(ctx: RequestContext, parentId: number) {
  const rows = await inSystem(ctx, (tx) =>
    tx
      .select()
      .from(storeCategories)
      .where(eq(storeCategories.enabled, true))
      .orderBy(asc(storeCategories.sort), asc(storeCategories.id)),
  );
  return rows
    .filter((c) => c.parentId === parentId)
    .map((c) => ({
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      nameEn: c.nameEn,
      hasChildren: rows.some((child) => child.parentId === c.id),
    }));
}

export async function createCompany(ctx: UserContext, input: NewCompany) {
  if (input.categoryId !== null) {
    const [category] = await inSystem(ctx, (tx) =>
      tx.select().from(storeCategories).where(eq(storeCategories.id, input.categoryId!)),
    );
    if (!category) throw badRequest('company.categoryUnknown');
  }
  return inSystem(ctx, async (tx) => {
    const company = await setUpCompany(tx, ctx.principal.userId, input);
    await audit(tx, ctx, { entity: 'company', entityId: company.id, action: 'create', after: company });
    return { companyId: company.id, companyKey: company.companyKey };
  });
}

export async function updateCompany(ctx: CompanyContext, input: NewCompany) {
  return inCompany(ctx, async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, ctx.principal.companyId));
    if (!before) throw notFound();
    const [row] = await tx
      .update(companies)
      .set({
        name: input.companyName,
        headPortrait: input.headPortrait,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        categoryId: input.categoryId,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, ctx.principal.companyId))
      .returning();
    await audit(tx, ctx, { entity: 'company', entityId: row!.id, action: 'update', before, after: row });
    return { companyId: row!.id };
  });
}

export async function availablePlans(ctx: RequestContext) {
  return inSystem(ctx, (tx) =>
    tx.select().from(plans).where(eq(plans.enabled, true)).orderBy(asc(plans.price)),
  );
}

function newOrderCode(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `YL${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function createOrder(
  ctx: CompanyContext,
  provider: PaymentProvider,
  planId: number,
  origin: string,
) {
  const [plan] = await inSystem(ctx, (tx) =>
    tx
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.enabled, true))),
  );
  if (!plan) throw notFound();
  const order = {
    orderCode: newOrderCode(),
    amount: plan.price,
    description: `${plan.name} / ${plan.nameEn}`,
  };
  const { payUrl } = await provider.createPayment(order, origin);
  return inCompany(ctx, async (tx) => {
    await tx.update(companyOrders).set({ status: 'closed' }).where(eq(companyOrders.status, 'unpaid'));
    const [row] = await tx
      .insert(companyOrders)
      .values({
        orderCode: order.orderCode,
        planId: plan.id,
        planName: plan.name,
        amount: plan.price,
        durationDays: plan.durationDays,
        provider: provider.name,
        payUrl,
        createdBy: ctx.principal.userId,
      })
      .returning();
    await audit(tx, ctx, { entity: 'companyOrder', entityId: row!.orderCode, action: 'create', after: row });
    return orderView(row!);
  });
}

function orderView(row: typeof companyOrders.$inferSelect) {
  return {
    orderCode: row.orderCode,
    planId: row.planId,
    planName: row.planName,
    amount: row.amount,
    durationDays: row.durationDays,
    status: row.status,
    payUrl: row.payUrl ?? '',
    paidAt: row.paidAt,
    createdAt: row.createdAt,
  };
}

/** The QR code of an order's payment link: the given order, or the latest unpaid one. */
export async function orderQrCode(ctx: CompanyContext, orderCode: string | undefined) {
  const [row] = await inCompany(ctx, (tx) =>
    tx
      .select()
      .from(companyOrders)
      .where(orderCode ? eq(companyOrders.orderCode, orderCode) : eq(companyOrders.status, 'unpaid'))
      .orderBy(desc(companyOrders.id))
      .limit(1),
  );
  if (!row?.payUrl) throw notFound();
  const qrCode = await QRCode.toDataURL(row.payUrl, { width: 300, margin: 1 });
  return { ...orderView(row), qrCode };
}

export async function orderStatus(ctx: CompanyContext, orderCode: string) {
  return inCompany(ctx, async (tx) => {
    const [row] = await tx.select().from(companyOrders).where(eq(companyOrders.orderCode, orderCode));
    if (!row) throw notFound();
    const [company] = await tx.select({ status: companies.status }).from(companies);
    return { ...orderView(row), companyStatus: company!.status };
  });
}

export async function listOrders(ctx: CompanyContext, query: PageQuery) {
  return inCompany(ctx, (tx) =>
    paged(
      query,
      async (limit, offset) =>
        (
          await tx.select().from(companyOrders).orderBy(desc(companyOrders.id)).limit(limit).offset(offset)
        ).map(orderView),
      async () => (await tx.select({ n: count() }).from(companyOrders))[0]?.n ?? 0,
    ),
  );
}

/** Unauthenticated order details for the sandbox pay page. */
export async function orderForPayment(ctx: RequestContext, orderCode: string) {
  const [row] = await inSystem(ctx, (tx) =>
    tx
      .select({ order: companyOrders, companyName: companies.name })
      .from(companyOrders)
      .innerJoin(companies, eq(companies.id, companyOrders.companyId))
      .where(eq(companyOrders.orderCode, orderCode)),
  );
  return row;
}

/**
 * A verified payment: the order becomes paid and the company's plan is extended, once. A second
 * callback for the same order changes nothing.
 */
export async function markPaid(
  ctx: RequestContext,
  payment: { orderCode: string; transactionId: string; amount: string },
) {
  return inSystem(ctx, async (tx) => {
    const [order] = await tx
      .select()
      .from(companyOrders)
      .where(eq(companyOrders.orderCode, payment.orderCode))
      .for('update');
    if (!order) throw notFound();
    if (order.status === 'paid') return { changed: false };
    if (order.amount !== payment.amount) throw badRequest('payment.amountMismatch');
    await tx
      .update(companyOrders)
      .set({ status: 'paid', paidAt: new Date(), transactionId: payment.transactionId })
      .where(eq(companyOrders.id, order.id));
    const [company] = await tx
      .update(companies)
      .set({
        planId: order.planId,
        expireTime: sql`greatest(coalesce(${companies.expireTime}, now()), now()) + make_interval(days => ${order.durationDays})`,
        status: sql`case when ${companies.status} = 'pending_payment' then 'pending_approval' else ${companies.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, order.companyId))
      .returning();
    await tx.execute(sql`select set_config('app.company_id', ${String(order.companyId)}, true)`);
    await publish(tx, {
      companyId: order.companyId,
      type: 'company.paid',
      actorId: null,
      data: { orderCode: order.orderCode, planName: order.planName, companyStatus: company!.status },
    });
    return { changed: true };
  });
}
