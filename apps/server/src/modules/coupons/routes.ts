import {
  COUPON_ISSUES_URL,
  COUPON_TEMPLATES_URL,
  couponsContract as contract,
  couponIssuePushUrl,
  couponIssueStatusUrl,
  couponTemplateStatusUrl,
  MEMBER_COUPONS_URL,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { createIssue, getIssue, listIssues, pushIssue, setIssueEnabled, updateIssue } from './issues.ts';
import { listMemberCoupons } from './member-coupons.ts';
import {
  createTemplate,
  getTemplate,
  listTemplates,
  setTemplateEnabled,
  updateTemplate,
} from './templates.ts';

const tags = ['coupons'];

/** Staff's coupons: templates, issues (with their live counts and the push), members' coupons. */
export function couponRoutes(app: FastifyInstance) {
  const r = typed(app);
  const params = contract.idParams;
  const list = { access: company('coupon:list') };
  const add = { access: company('coupon:add') };
  const edit = { access: company('coupon:edit') };

  r.get(COUPON_TEMPLATES_URL, {
    config: list,
    schema: { tags, querystring: contract.templateQuery, response: { 200: contract.templates } },
    handler: (req) => listTemplates(companyCtx(req), req.query),
  });
  r.get(`${COUPON_TEMPLATES_URL}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: contract.template } },
    handler: (req) => getTemplate(companyCtx(req), req.params.id),
  });
  r.post(COUPON_TEMPLATES_URL, {
    config: add,
    schema: { tags, body: contract.templateInput, response: { 200: contract.template } },
    handler: (req) => createTemplate(companyCtx(req), req.body),
  });
  r.put(COUPON_TEMPLATES_URL, {
    config: edit,
    schema: { tags, body: contract.templateUpdate, response: { 200: contract.template } },
    handler: (req) => updateTemplate(companyCtx(req), req.body.id, req.body),
  });
  r.put(couponTemplateStatusUrl(':id'), {
    config: edit,
    schema: { tags, params, body: contract.status, response: { 200: contract.template } },
    handler: (req) => setTemplateEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });

  r.get(COUPON_ISSUES_URL, {
    config: list,
    schema: { tags, querystring: contract.issueQuery, response: { 200: contract.issues } },
    handler: (req) => listIssues(companyCtx(req), req.query),
  });
  r.get(`${COUPON_ISSUES_URL}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: contract.issue } },
    handler: (req) => getIssue(companyCtx(req), req.params.id),
  });
  r.post(COUPON_ISSUES_URL, {
    config: add,
    schema: { tags, body: contract.issueInput, response: { 200: contract.issue } },
    handler: (req) => createIssue(companyCtx(req), req.body),
  });
  r.put(COUPON_ISSUES_URL, {
    config: edit,
    schema: { tags, body: contract.issueUpdate, response: { 200: contract.issue } },
    handler: (req) => updateIssue(companyCtx(req), req.body.id, req.body),
  });
  r.put(couponIssueStatusUrl(':id'), {
    config: edit,
    schema: { tags, params, body: contract.status, response: { 200: contract.issue } },
    handler: (req) => setIssueEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });
  r.post(couponIssuePushUrl(':id'), {
    config: { access: company('coupon:push') },
    schema: { tags, params, body: contract.push, response: { 200: contract.pushed } },
    handler: (req) => pushIssue(companyCtx(req), req.params.id, req.body.memberIds),
  });

  r.get(MEMBER_COUPONS_URL, {
    config: list,
    schema: { tags, querystring: contract.memberCouponQuery, response: { 200: contract.memberCoupons } },
    handler: (req) => listMemberCoupons(companyCtx(req), req.query),
  });
}
