import {
  AFTER_SALE_APPROVE_URL,
  AFTER_SALE_CHECK_REFUND_URL,
  AFTER_SALE_COUNTS_URL,
  AFTER_SALE_DOWNLOAD_URL,
  AFTER_SALE_REASONS_URL,
  AFTER_SALE_RECEIVE_URL,
  AFTER_SALE_RECORD_URL,
  AFTER_SALE_REFUND_URL,
  AFTER_SALE_REJECT_URL,
  AFTER_SALE_RETRY_REFUND_URL,
  AFTER_SALE_SETTINGS_URL,
  AFTER_SALE_STAFF_REFUND_URL,
  AFTER_SALES_URL,
  afterSaleRefundableUrl,
  afterSalesContract as contract,
  DASHBOARD_REFUNDS_URL,
  idParam,
  statsRangeOf,
  WECHAT_REFUND_NOTIFY_URL,
} from '@hh/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inCompany } from '../../db/access.ts';
import { company, publicAccess } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { acceptReturnNotice } from '../orders/index.ts';
import { reasonsIn } from './apply.ts';
import { sendAfterSaleExport } from './export.ts';
import { acceptRefundNotice } from './refunds.ts';
import {
  afterSaleDetailOf,
  approveAfterSale,
  checkRefund,
  countAfterSales,
  listAfterSales,
  receiveReturn,
  refundAfterSale,
  rejectAfterSale,
  retryRefund,
} from './review.ts';
import { getSettings, saveSettings } from './settings.ts';
import { recordAfterSale, staffRefund, staffRefundable } from './staff.ts';
import { refundStats } from './stats.ts';

function headerRecord(req: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/** The staff after-sales desk, its settings, the dashboard's refunds and WeChat Pay's refund notice. */
export function afterSaleRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const tags = ['after-sales'];

  r.get(AFTER_SALES_URL, {
    config: { access: company('afterSale:list') },
    schema: { tags, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => listAfterSales(companyCtx(req), req.query),
  });

  r.get(AFTER_SALE_COUNTS_URL, {
    config: { access: company('afterSale:list') },
    schema: { tags, querystring: contract.countsQuery, response: { 200: contract.counts } },
    handler: (req) => countAfterSales(companyCtx(req), req.query),
  });

  r.get(AFTER_SALE_DOWNLOAD_URL, {
    config: { access: company('afterSale:export') },
    schema: { tags, querystring: contract.exportQuery },
    handler: (req, reply) => sendAfterSaleExport(req, reply, companyCtx(req), req.query),
  });

  r.get(AFTER_SALE_REASONS_URL, {
    config: { access: company('afterSale:list') },
    schema: { tags, response: { 200: contract.reasons } },
    handler: (req) => {
      const ctx = companyCtx(req);
      return inCompany(ctx, (tx) => reasonsIn(tx, ctx.lang));
    },
  });

  r.get(AFTER_SALE_SETTINGS_URL, {
    config: { access: company('afterSale:list') },
    schema: { tags, response: { 200: contract.settings } },
    handler: (req) => getSettings(companyCtx(req)),
  });

  r.put(AFTER_SALE_SETTINGS_URL, {
    config: { access: company('afterSale:settings') },
    schema: { tags, body: contract.settings, response: { 200: contract.settings } },
    handler: (req) => saveSettings(companyCtx(req), req.body),
  });

  r.get(afterSaleRefundableUrl(':orderId'), {
    config: { access: company('afterSale:refund', 'afterSale:approve') },
    schema: { tags, params: contract.orderParams, response: { 200: contract.refundable } },
    handler: (req) => staffRefundable(companyCtx(req), req.params.orderId),
  });

  r.post(AFTER_SALE_STAFF_REFUND_URL, {
    config: { access: company('afterSale:refund') },
    schema: { tags, body: contract.staffRefund, response: { 200: contract.changed } },
    handler: (req) => staffRefund(companyCtx(req), req.body),
  });

  r.post(AFTER_SALE_RECORD_URL, {
    config: { access: company('afterSale:approve') },
    schema: { tags, body: contract.record, response: { 200: contract.changed } },
    handler: (req) => recordAfterSale(companyCtx(req), req.body),
  });

  r.get(`${AFTER_SALES_URL}/:id`, {
    config: { access: company('afterSale:detail') },
    schema: { tags, params: idParam, response: { 200: contract.detail } },
    handler: (req) => afterSaleDetailOf(companyCtx(req), req.params.id),
  });

  r.post(AFTER_SALE_APPROVE_URL, {
    config: { access: company('afterSale:approve') },
    schema: { tags, body: contract.approve, response: { 200: contract.changed } },
    handler: (req) => approveAfterSale(companyCtx(req), req.body),
  });

  r.post(AFTER_SALE_REJECT_URL, {
    config: { access: company('afterSale:reject') },
    schema: { tags, body: contract.reject, response: { 200: contract.changed } },
    handler: (req) => rejectAfterSale(companyCtx(req), req.body),
  });

  r.post(AFTER_SALE_RECEIVE_URL, {
    config: { access: company('afterSale:receive') },
    schema: { tags, body: contract.receive, response: { 200: contract.changed } },
    handler: (req) => receiveReturn(companyCtx(req), req.body),
  });

  r.post(AFTER_SALE_REFUND_URL, {
    config: { access: company('afterSale:refund') },
    schema: { tags, body: contract.refund, response: { 200: contract.changed } },
    handler: (req) => refundAfterSale(companyCtx(req), req.body),
  });

  r.post(AFTER_SALE_RETRY_REFUND_URL, {
    config: { access: company('afterSale:refund') },
    schema: { tags, body: contract.retryRefund, response: { 200: contract.changed } },
    handler: (req) => retryRefund(companyCtx(req), req.body.id),
  });

  r.post(AFTER_SALE_CHECK_REFUND_URL, {
    config: { access: company('afterSale:refund') },
    schema: { tags, body: contract.checkRefund, response: { 200: contract.changed } },
    handler: (req) => checkRefund(companyCtx(req), req.body.id),
  });

  r.get(DASHBOARD_REFUNDS_URL, {
    config: { access: company('dashboard:refunds') },
    schema: {
      tags: ['dashboard'],
      querystring: contract.refundStatsQuery,
      response: { 200: contract.refundStats },
    },
    handler: (req) =>
      refundStats(companyCtx(req), { ...statsRangeOf(req.query), timeZone: req.query.timeZone }),
  });

  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    typed(scoped).post(WECHAT_REFUND_NOTIFY_URL, {
      config: { access: publicAccess },
      schema: { hide: true },
      handler: async (req, reply) => {
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const verified = await deps.payments.verifyRefundNotice({
          query: req.query as Record<string, string | undefined>,
          headers: headerRecord(req),
          rawBody,
        });
        const raw = { body: rawBody };
        const taken =
          verified !== null &&
          ((await acceptRefundNotice(req.ctx, verified, raw)) ||
            (await acceptReturnNotice(req.ctx, verified, raw)));
        if (!taken) return reply.code(400).send({ code: 'FAIL', message: 'invalid notice' });
        return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
      },
    });
  });
}
