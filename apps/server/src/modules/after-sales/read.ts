import {
  AFTER_SALE_EVENT_ACTIONS,
  AFTER_SALE_REASON_DICT,
  AFTER_SALE_TAB_KEYS,
  AFTER_SALE_TABS,
  type AfterSaleStatus,
  type AfterSaleTab,
  type afterSaleDetail,
  type afterSaleEvent,
  type afterSaleFilter,
  type afterSaleListRow,
  type afterSaleRow,
  PAYMENT_METHODS,
  type Page,
  type PageQuery,
} from '@hh/shared';
import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { contains, paged } from '../../db/list.ts';
import { type Lang, t } from '../../i18n/messages.ts';
import { dictLabels } from '../dictionaries/index.ts';
import { members } from '../members/index.ts';
import { orderLines, orders } from '../orders/index.ts';
import { afterSaleEvents, afterSaleLines, afterSalePictures, afterSales, orderRefunds } from './schema.ts';
import { defaultReturnAddress } from './settings.ts';
import type { AfterSaleRecord } from './transitions.ts';

export type AfterSaleRow = z.output<typeof afterSaleRow>;
export type AfterSaleListRow = z.output<typeof afterSaleListRow>;
export type AfterSaleDetail = z.output<typeof afterSaleDetail>;
export type AfterSaleFilter = z.output<typeof afterSaleFilter>;
type EventRow = Omit<z.output<typeof afterSaleEvent>, 'message'>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A timeline line as a sentence in the caller's language (shopper text stays text, never markup). */
function eventMessage(lang: Lang, e: EventRow): string {
  const params = Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, text(v)]));
  if (e.action === 'apply' && (params.type === 'refund' || params.type === 'returnRefund')) {
    params.type = t(lang, `afterSale.type.${params.type}`);
  }
  const method = PAYMENT_METHODS.find((m) => m === params.method);
  if (e.action === 'refund' && method) params.target = t(lang, `afterSale.refundTo.${method}`);
  if (e.action === 'receive' && params.restock === '1')
    return t(lang, 'afterSale.event.receiveRestock', params);
  const action = AFTER_SALE_EVENT_ACTIONS.find((a) => a === e.action) ?? 'apply';
  return t(lang, `afterSale.event.${action}`, params);
}

/** The rows as lists show them: their lines (with the order line's snapshot), pictures and reason label. */
export async function toRows(tx: Tx, lang: Lang, records: AfterSaleRecord[]): Promise<AfterSaleRow[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const [lines, pictures, codes, label] = await Promise.all([
    tx
      .select({ line: afterSaleLines, orderLine: orderLines })
      .from(afterSaleLines)
      .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
      .where(inArray(afterSaleLines.afterSaleId, ids))
      .orderBy(asc(afterSaleLines.id)),
    tx
      .select({ afterSaleId: afterSalePictures.afterSaleId, url: afterSalePictures.url })
      .from(afterSalePictures)
      .where(inArray(afterSalePictures.afterSaleId, ids))
      .orderBy(asc(afterSalePictures.id)),
    tx
      .select({ id: orders.id, code: orders.code })
      .from(orders)
      .where(
        inArray(
          orders.id,
          records.map((r) => r.orderId),
        ),
      ),
    dictLabels(tx, AFTER_SALE_REASON_DICT),
  ]);
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  return records.map((r) => ({
    ...r,
    orderCode: codeOf.get(r.orderId) ?? '',
    reasonLabel: label(r.reason, lang) ?? r.reason,
    pictures: pictures.filter((p) => p.afterSaleId === r.id).map((p) => p.url),
    lines: lines
      .filter((l) => l.line.afterSaleId === r.id)
      .map(({ line, orderLine }) => ({
        orderLineId: orderLine.id,
        productId: orderLine.productId,
        skuId: orderLine.skuId,
        productName: orderLine.productName,
        skuLabel: orderLine.skuLabel,
        picture: orderLine.picture,
        unitPrice: orderLine.unitPrice,
        orderedQuantity: orderLine.quantity,
        quantity: line.quantity,
        amount: line.amount,
      })),
  }));
}

/** The statuses a tab shows. */
/** One page of the after-sales under `where`, made into rows by `toPage`; counted only past a short first page. */
export function afterSalePage<R>(
  tx: Tx,
  q: PageQuery,
  where: { where: SQL | undefined; order: SQL[] },
  toPage: (records: AfterSaleRecord[]) => Promise<R[]>,
): Promise<Page<R>> {
  return paged(
    q,
    async (limit, offset) =>
      toPage(
        await tx
          .select()
          .from(afterSales)
          .where(where.where)
          .orderBy(...where.order)
          .limit(limit)
          .offset(offset),
      ),
    async () => (await tx.select({ n: count() }).from(afterSales).where(where.where))[0]?.n ?? 0,
  );
}

export const tabStatuses = (tab: AfterSaleTab | undefined): readonly AfterSaleStatus[] | undefined =>
  tab && tab !== 'all' ? AFTER_SALE_TABS[tab] : undefined;

/** The staff filters as a condition (the member and order code through their tables). */
export function filterWhere(f: AfterSaleFilter): SQL | undefined {
  const member = f.member ? contains(f.member) : undefined;
  const orderCode = f.orderCode ? contains(f.orderCode) : undefined;
  return and(
    f.code ? ilike(afterSales.code, contains(f.code)) : undefined,
    f.orderId ? eq(afterSales.orderId, f.orderId) : undefined,
    f.type ? eq(afterSales.type, f.type) : undefined,
    f.createdAt ? gte(afterSales.createdAt, f.createdAt[0]!) : undefined,
    f.createdAt ? lte(afterSales.createdAt, f.createdAt[1]!) : undefined,
    member
      ? sql`${afterSales.memberId} in (select ${members.uid} from ${members} where ${members.nickname} ilike ${member} or ${members.phone} ilike ${member})`
      : undefined,
    orderCode
      ? sql`${afterSales.orderId} in (select ${orders.id} from ${orders} where ${orders.code} ilike ${orderCode})`
      : undefined,
  );
}

/** The members' names for list rows. */
export async function withMembers(tx: Tx, rows: AfterSaleRow[]): Promise<AfterSaleListRow[]> {
  const ids = [...new Set(rows.map((r) => r.memberId))];
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: members.uid,
            nickname: members.nickname,
            phone: members.phone,
            avatar: members.avatar,
          })
          .from(members)
          .where(inArray(members.uid, ids));
  const byId = new Map(found.map((m) => [m.id, m]));
  return rows.map((r) => ({ ...r, member: byId.get(r.memberId) ?? null }));
}

/** Every tab's count for the filters. */
export async function tabCounts(tx: Tx, where: SQL | undefined): Promise<Record<AfterSaleTab, number>> {
  const rows = await tx
    .select({ status: afterSales.status, n: count() })
    .from(afterSales)
    .where(where)
    .groupBy(afterSales.status);
  const counts = Object.fromEntries(AFTER_SALE_TAB_KEYS.map((k) => [k, 0])) as Record<AfterSaleTab, number>;
  for (const key of AFTER_SALE_TAB_KEYS) {
    const statuses: readonly AfterSaleStatus[] = AFTER_SALE_TABS[key];
    counts[key] = rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  }
  return counts;
}

/** One after-sale as its detail shows it: the row, its order, timeline and refunds. */
export async function readDetail(tx: Tx, lang: Lang, record: AfterSaleRecord): Promise<AfterSaleDetail> {
  const [row] = await withMembers(tx, await toRows(tx, lang, [record]));
  const [[order], events, refunds, address] = await Promise.all([
    tx.select().from(orders).where(eq(orders.id, record.orderId)),
    tx
      .select()
      .from(afterSaleEvents)
      .where(eq(afterSaleEvents.afterSaleId, record.id))
      .orderBy(asc(afterSaleEvents.id)),
    tx
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.afterSaleId, record.id))
      .orderBy(asc(orderRefunds.id)),
    defaultReturnAddress(tx),
  ]);
  return {
    ...row!,
    order: order!,
    events: events.map((e) => ({ ...e, message: eventMessage(lang, e) })),
    refunds,
    defaultReturnAddress: address,
  };
}
