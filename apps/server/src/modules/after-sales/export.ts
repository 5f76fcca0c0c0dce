import type { afterSalesContract } from '@hh/shared';
import { and, desc, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { boundedCount } from '../../db/list.ts';
import { t } from '../../i18n/messages.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { deskExport, EXPORT_BATCH, moneyColumn } from '../../plugins/xlsx.ts';
import { type AfterSaleListRow, filterWhere, tabStatuses, toRows, withMembers } from './read.ts';
import { afterSales } from './schema.ts';

type ExportQuery = z.output<typeof afterSalesContract.exportQuery>;

const goodsText = (row: AfterSaleListRow) =>
  row.lines
    .map((l) => `${l.productName}${l.skuLabel ? ` (${l.skuLabel})` : ''} × ${l.quantity} ¥${l.amount}`)
    .join('\n');

/** The next batch after the last row sent: the selected ids, or the filters and tab; newest first. */
function chosenOf(q: ExportQuery) {
  const statuses = tabStatuses(q.tab);
  return q.ids
    ? inArray(afterSales.id, q.ids)
    : and(filterWhere(q), statuses ? inArray(afterSales.status, [...statuses]) : undefined);
}

function batch(ctx: CompanyContext, q: ExportQuery, after: AfterSaleListRow | undefined) {
  const chosen = chosenOf(q);
  return inCompany(ctx, async (tx) => {
    const records = await tx
      .select()
      .from(afterSales)
      .where(and(chosen, after ? lt(afterSales.id, after.id) : undefined))
      .orderBy(desc(afterSales.id))
      .limit(EXPORT_BATCH);
    return withMembers(tx, await toRows(tx, ctx.lang, records));
  });
}

/** `售后列表_{date}.xlsx`: the filtered or selected after-sales, labels in the caller's language, money as 0.00. */
export const sendAfterSaleExport = deskExport<AfterSaleListRow, ExportQuery>({
  title: { zh: '售后列表', en: 'After-sales' },
  columns: [
    { header: { zh: '售后单号', en: 'After-sale' }, value: (r) => r.code, width: 22 },
    { header: { zh: '订单号', en: 'Order' }, value: (r) => r.orderCode, width: 22 },
    {
      header: { zh: '类型', en: 'Type' },
      value: (r, lang) => t(lang, `afterSale.type.${r.type}`),
      width: 10,
    },
    {
      header: { zh: '状态', en: 'Status' },
      value: (r, lang) => t(lang, `afterSale.status.${r.status}`),
      width: 12,
    },
    { header: { zh: '会员', en: 'Member' }, value: (r) => r.member?.nickname ?? null, width: 14 },
    { header: { zh: '会员手机号', en: 'Member phone' }, value: (r) => r.member?.phone ?? null, width: 14 },
    { header: { zh: '原因', en: 'Reason' }, value: (r) => r.reasonLabel, width: 14 },
    { header: { zh: '说明', en: 'Explanation' }, value: (r) => r.explanation, width: 30 },
    { header: { zh: '商品', en: 'Goods' }, value: goodsText, width: 40 },
    moneyColumn({ zh: '申请金额', en: 'Asked' }, (r) => r.amountRequested),
    moneyColumn({ zh: '同意金额', en: 'Approved' }, (r) => r.amountApproved),
    moneyColumn({ zh: '已退金额', en: 'Refunded' }, (r) => r.amountRefunded),
    {
      header: { zh: '退货物流', en: 'Return tracking' },
      value: (r) => (r.returnTrackingNo ? `${r.returnExpressName ?? ''} ${r.returnTrackingNo}` : null),
      width: 22,
    },
    { header: { zh: '申请时间', en: 'Applied at' }, value: (r) => r.createdAt, width: 20 },
    { header: { zh: '退款时间', en: 'Refunded at' }, value: (r) => r.refundedAt, width: 20 },
  ],
  batch,
  count: (ctx, query, limit) => inCompany(ctx, (tx) => boundedCount(tx, afterSales, chosenOf(query), limit)),
});
