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
import { switchableRoutes } from './switchable-routes.ts';
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

  switchableRoutes(app, {
    url: COUPON_TEMPLATES_URL,
    statusUrl: couponTemplateStatusUrl(':id'),
    schemas: {
      query: contract.templateQuery,
      page: contract.templates,
      row: contract.template,
      input: contract.templateInput,
      update: contract.templateUpdate,
    },
    list: listTemplates,
    get: getTemplate,
    create: createTemplate,
    update: (ctx, input) => updateTemplate(ctx, input.id, input),
    setEnabled: setTemplateEnabled,
  });

  switchableRoutes(app, {
    url: COUPON_ISSUES_URL,
    statusUrl: couponIssueStatusUrl(':id'),
    schemas: {
      query: contract.issueQuery,
      page: contract.issues,
      row: contract.issue,
      input: contract.issueInput,
      update: contract.issueUpdate,
    },
    list: listIssues,
    get: getIssue,
    create: createIssue,
    update: (ctx, input) => updateIssue(ctx, input.id, input),
    setEnabled: setIssueEnabled,
  });
  r.post(couponIssuePushUrl(':id'), {
    config: { access: company('coupon:push') },
    schema: { tags, params: contract.idParams, body: contract.push, response: { 200: contract.pushed } },
    handler: (req) => pushIssue(companyCtx(req), req.params.id, req.body),
  });

  r.get(MEMBER_COUPONS_URL, {
    config: { access: company('coupon:list') },
    schema: { tags, querystring: contract.memberCouponQuery, response: { 200: contract.memberCoupons } },
    handler: (req) => listMemberCoupons(companyCtx(req), req.query),
  });
}
