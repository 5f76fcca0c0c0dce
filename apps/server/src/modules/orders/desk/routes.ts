import {
  ordersDeskContract as contract,
  idParam,
  ORDER_BATCH_SHIP_TEMPLATE_URL,
  ORDER_BATCH_SHIP_URL,
  ORDER_CANCEL_URL,
  ORDER_COUNTS_URL,
  ORDER_DOWNLOAD_URL,
  ORDER_PRICE_URL,
  ORDER_REMARK_URL,
  ORDER_RETRY_RETURN_URL,
  ORDER_SHIP_URL,
  ORDER_TRACKING_URL,
  ORDER_VERIFY_PREVIEW_URL,
  ORDER_VERIFY_STORES_URL,
  ORDER_VERIFY_URL,
  ORDERS_URL,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { readUpload, UPLOAD_KINDS } from '../../../lib/uploads.ts';
import { companyCtx } from '../../../plugins/auth.ts';
import { attachment, XLSX_TYPE } from '../../../plugins/xlsx.ts';
import * as actions from './actions.ts';
import { batchShip, batchShipTemplate } from './batch-ship.ts';
import { orderDetail } from './detail.ts';
import { sendOrderExport } from './export.ts';
import { listOrders, orderCounts } from './list.ts';
import { confirmPickup, pickupStores, previewPickup } from './verify.ts';

const tags = ['orders'];

/** The staff order desk: list with tab counts, detail, one narrow call per action, pickup, export, batch ship. */
export function orderDeskRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(ORDERS_URL, {
    config: { access: company('order:list') },
    schema: { tags, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => listOrders(companyCtx(req), req.query),
  });

  r.get(ORDER_COUNTS_URL, {
    config: { access: company('order:list') },
    schema: { tags, querystring: contract.countsQuery, response: { 200: contract.counts } },
    handler: (req) => orderCounts(companyCtx(req), req.query),
  });

  r.get(ORDER_DOWNLOAD_URL, {
    config: { access: company('order:export') },
    schema: { tags, querystring: contract.exportQuery },
    handler: (req, reply) => sendOrderExport(req, reply, companyCtx(req), req.query),
  });

  r.get(ORDER_BATCH_SHIP_TEMPLATE_URL, {
    config: { access: company('order:batchShip') },
    schema: { tags },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      const ascii = 'batch-ship-template.xlsx';
      const name = { exact: ctx.lang === 'zh' ? '批量发货模板.xlsx' : ascii, ascii };
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(name))
        .send(await batchShipTemplate(ctx));
    },
  });

  r.post(ORDER_BATCH_SHIP_URL, {
    config: { access: company('order:batchShip') },
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      querystring: contract.batchShipQuery,
      response: { 200: contract.batchShipReport },
    },
    handler: async (req) => {
      const ctx = companyCtx(req);
      const file = await readUpload(req, UPLOAD_KINDS.spreadsheet, `c${ctx.principal.companyId}`);
      return batchShip(ctx, file.buffer, req.query.dryRun === 'true');
    },
  });

  r.post(ORDER_VERIFY_PREVIEW_URL, {
    config: { access: company('order:verify') },
    schema: { tags, body: contract.verify, response: { 200: contract.verifyPreview } },
    handler: (req) => previewPickup(companyCtx(req), req.body.code),
  });

  r.get(ORDER_VERIFY_STORES_URL, {
    config: { access: company('order:verify') },
    schema: { tags, response: { 200: contract.verifyStores } },
    handler: (req) => pickupStores(companyCtx(req)),
  });

  r.post(ORDER_VERIFY_URL, {
    config: { access: company('order:verify') },
    schema: { tags, body: contract.verify, response: { 200: contract.changed } },
    handler: (req) => confirmPickup(companyCtx(req), req.body.code),
  });

  r.get(`${ORDERS_URL}/:id`, {
    config: { access: company('order:detail') },
    schema: { tags, params: idParam, response: { 200: contract.detail } },
    handler: (req) => orderDetail(companyCtx(req), req.params.id),
  });

  r.post(ORDER_SHIP_URL, {
    config: { access: company('order:ship') },
    schema: { tags, body: contract.ship, response: { 200: contract.changed } },
    handler: (req) => actions.shipOrder(companyCtx(req), req.body),
  });

  r.put(ORDER_TRACKING_URL, {
    config: { access: company('order:tracking') },
    schema: { tags, body: contract.tracking, response: { 200: contract.changed } },
    handler: (req) => actions.changeTracking(companyCtx(req), req.body),
  });

  r.put(ORDER_PRICE_URL, {
    config: { access: company('order:price', 'order:priceAgain') },
    schema: { tags, body: contract.price, response: { 200: contract.changed } },
    handler: (req) => actions.changePrice(companyCtx(req), req.body),
  });

  r.put(ORDER_REMARK_URL, {
    config: { access: company('order:remark') },
    schema: { tags, body: contract.remark, response: { 200: contract.changed } },
    handler: (req) => actions.setRemark(companyCtx(req), req.body),
  });

  r.post(ORDER_CANCEL_URL, {
    config: { access: company('order:cancel') },
    schema: { tags, body: contract.cancel, response: { 200: contract.changed } },
    handler: (req) => actions.cancelShopOrder(companyCtx(req), req.body.id),
  });

  // Money going back to where it came from: the after-sales' refund permission.
  r.post(ORDER_RETRY_RETURN_URL, {
    config: { access: company('afterSale:refund') },
    schema: { tags, body: contract.retryReturn, response: { 200: contract.changed } },
    handler: (req) => actions.retryReturn(companyCtx(req), req.body),
  });
}
