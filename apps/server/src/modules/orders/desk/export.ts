import type { ordersDeskContract } from '@hh/shared';
import type { z } from 'zod';
import { type Lang, t } from '../../../i18n/messages.ts';
import { deskExport, EXPORT_BATCH, moneyColumn } from '../../../plugins/xlsx.ts';
import { exportBatch, exportCount, type OrderExportRow } from './list.ts';

type ExportQuery = z.output<typeof ordersDeskContract.exportQuery>;

const lineText = (row: OrderExportRow) =>
  row.lines
    .map((l) => `${l.productName}${l.skuLabel ? ` (${l.skuLabel})` : ''} ¥${l.unitPrice} × ${l.quantity}`)
    .join('\n');

/** Where the parcel goes: the region and street, or the store it is collected at. */
function destination(o: OrderExportRow, lang: Lang) {
  if (o.deliveryType === 'pickup') {
    return o.storeName ? t(lang, 'order.export.pickupAt', { storeName: o.storeName }) : null;
  }
  return [o.regionName, o.address].filter(Boolean).join(' ') || null;
}

/** Who carries it: the express company, the shop's own courier, or nothing to carry. */
function carrier(o: OrderExportRow, lang: Lang) {
  if (o.shippingKind === 'express') return o.expressName;
  if (o.shippingKind === 'courier') {
    return t(lang, 'order.export.ownCourier', {
      courierName: o.courierName ?? '',
      courierPhone: o.courierPhone ?? '',
    });
  }
  return o.shippingKind === 'none' ? t(lang, 'order.export.noShipping') : null;
}

/**
 * `订单列表_{date}.xlsx`: the filtered or selected orders, labels in the caller's language, money as 0.00.
 * 应付金额 is what the order asks for, 实付金额 only what was paid: empty on an order never paid.
 */
export const sendOrderExport = deskExport<OrderExportRow, ExportQuery>({
  title: { zh: '订单列表', en: 'Orders' },
  columns: [
    { header: { zh: '订单号', en: 'Order code' }, value: (o) => o.code, width: 26 },
    {
      header: { zh: '状态', en: 'Status' },
      value: (o, lang) => t(lang, `order.status.${o.status}`),
      width: 10,
    },
    { header: { zh: '会员', en: 'Member' }, value: (o) => o.member?.nickname ?? null, width: 14 },
    { header: { zh: '会员手机号', en: 'Member phone' }, value: (o) => o.member?.phone ?? null, width: 14 },
    { header: { zh: '商品', en: 'Items' }, value: lineText, width: 40 },
    moneyColumn({ zh: '商品金额', en: 'Goods total' }, (o) => o.goodsTotal),
    moneyColumn({ zh: '运费', en: 'Freight' }, (o) => o.freight, 10),
    moneyColumn({ zh: '优惠', en: 'Discount' }, (o) => o.discountTotal, 10),
    moneyColumn({ zh: '应付金额', en: 'Amount due' }, (o) => o.payAmount),
    moneyColumn({ zh: '实付金额', en: 'Amount paid' }, (o) => (o.paidAt ? o.payAmount : null)),
    {
      header: { zh: '支付方式', en: 'Pay method' },
      value: (o, lang) => (o.payMethod ? t(lang, `order.pay.${o.payMethod}`) : null),
      width: 10,
    },
    {
      header: { zh: '配送方式', en: 'Delivery' },
      value: (o, lang) => t(lang, `order.delivery.${o.deliveryType}`),
      width: 10,
    },
    { header: { zh: '收货人', en: 'Receiver' }, value: (o) => o.receiverName, width: 12 },
    { header: { zh: '收货电话', en: 'Receiver phone' }, value: (o) => o.receiverPhone, width: 14 },
    { header: { zh: '收货地址', en: 'Address' }, value: destination, width: 36 },
    { header: { zh: '快递公司', en: 'Express company' }, value: carrier, width: 14 },
    { header: { zh: '快递单号', en: 'Tracking number' }, value: (o) => o.trackingNo, width: 20 },
    { header: { zh: '买家留言', en: 'Buyer note' }, value: (o) => o.buyerNote, width: 20 },
    { header: { zh: '商家备注', en: 'Staff remark' }, value: (o) => o.staffRemark, width: 20 },
    { header: { zh: '下单时间', en: 'Created' }, value: (o) => o.createdAt, width: 20 },
    { header: { zh: '支付时间', en: 'Paid' }, value: (o) => o.paidAt, width: 20 },
    { header: { zh: '发货时间', en: 'Shipped' }, value: (o) => o.shippedAt, width: 20 },
  ],
  batch: (ctx, query, after) => exportBatch(ctx, query, after, EXPORT_BATCH),
  count: exportCount,
});
