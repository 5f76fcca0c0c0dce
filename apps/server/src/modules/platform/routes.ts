import {
  COMPANY_CONFIG_URL,
  platformContract as contract,
  PLANS_URL,
  PLATFORM_HOME_URL,
  planInput,
  platformPlanRow,
  STORE_CATEGORIES_URL,
  SYSTEM_STATUS_URL,
  storeCategoryInput,
  storeCategoryRow,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { platform, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { userCtx } from '../../plugins/auth.ts';
import { crudRoutes } from '../../plugins/crud.ts';
import { platformHome } from './home.ts';
import * as service from './service.ts';

/** The platform operator's screens: shop review, shop categories, plans and the system status. */
export function platformRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);

  r.get(`${COMPANY_CONFIG_URL}/list`, {
    config: { access: platform('company:list') },
    schema: {
      tags: ['onboarding'],
      querystring: contract.companiesQuery,
      response: { 200: contract.companies },
    },
    handler: (req) => service.listCompanies(userCtx(req), req.query),
  });

  r.post(`${COMPANY_CONFIG_URL}/authCompany`, {
    config: { access: platform('company:audit') },
    schema: { tags: ['onboarding'], body: contract.decide, response: { 200: contract.decided } },
    handler: (req) => service.decide(userCtx(req), req.body),
  });

  r.get(`${COMPANY_CONFIG_URL}/getAuditByCompanyId`, {
    config: { access: signedIn },
    schema: { tags: ['onboarding'], querystring: contract.auditsQuery, response: { 200: contract.audits } },
    handler: (req) => service.auditsOf(userCtx(req), req.query.companyId, req.query),
  });

  crudRoutes(app, {
    url: STORE_CATEGORIES_URL,
    scope: 'platform',
    ...service.storeCategoryRecords,
    entity: 'storeCategory',
    permission: 'storeCategory',
    title: { zh: '店铺分类', en: 'Shop categories' },
    input: storeCategoryInput,
    row: storeCategoryRow,
    filters: contract.categoryFilter,
    columns: async (tx) => {
      const names = await service.storeCategoryNames(tx);
      return [
        { header: { zh: 'ID', en: 'ID' }, value: (c) => c.id as number },
        { header: { zh: '名称', en: 'Name' }, value: (c) => c.name as string },
        { header: { zh: '英文名', en: 'English name' }, value: (c) => c.nameEn as string },
        { header: { zh: '上级', en: 'Parent' }, value: (c) => names.get(c.parentId as number) ?? null },
      ];
    },
  });

  crudRoutes(app, {
    url: PLANS_URL,
    scope: 'platform',
    ...service.planRecords,
    entity: 'plan',
    permission: 'plan',
    title: { zh: '套餐管理', en: 'Plans' },
    input: planInput,
    row: platformPlanRow,
    filters: {},
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (p) => p.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (p) => p.name as string },
      { header: { zh: '价格', en: 'Price' }, value: (p) => p.price as string, format: 'money' },
      { header: { zh: '天数', en: 'Days' }, value: (p) => p.durationDays as number },
    ],
  });

  r.get(PLATFORM_HOME_URL, {
    config: { access: platform('company:list') },
    schema: { tags: ['onboarding'], querystring: contract.homeQuery, response: { 200: contract.home } },
    handler: (req) => platformHome(userCtx(req), req.query.timeZone),
  });

  r.get(SYSTEM_STATUS_URL, {
    config: { access: platform('status:list') },
    schema: { tags: ['system'], response: { 200: contract.status } },
    handler: (req) => service.systemStatus(userCtx(req), deps.db.kind),
  });
}
