import { COMPANY_CONFIG_URL, companiesContract as contract, userDto } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company, publicAccess, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import * as companies from './service.ts';

export function companyRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);

  r.get(`${COMPANY_CONFIG_URL}/getCompanyByUser`, {
    config: { access: signedIn },
    schema: {
      tags: ['companies'],
      querystring: contract.ofUserQuery,
      response: { 200: contract.ofUser },
    },
    handler: async (req) => ({
      companyList: await companies.companiesOfUser(userCtx(req), req.query.userPhone),
    }),
  });

  r.get(`${COMPANY_CONFIG_URL}/choiceCompany`, {
    config: { access: signedIn },
    schema: {
      tags: ['companies'],
      querystring: contract.chooseQuery,
      response: { 200: contract.choose },
    },
    handler: (req) => companies.chooseCompany(userCtx(req), deps.tokens, req.query.companyId),
  });

  r.get(`${COMPANY_CONFIG_URL}/getByCompanyKey`, {
    config: { access: publicAccess },
    schema: {
      tags: ['companies'],
      querystring: contract.byKeyQuery,
      response: { 200: contract.byKey },
    },
    handler: (req) => companies.companyByKey(req.ctx, req.query.companyKey),
  });

  r.get('/api/systemCompanyMember/getFounder', {
    config: { access: company() },
    schema: {
      tags: ['companies'],
      querystring: contract.founderQuery,
      response: { 200: userDto },
    },
    handler: (req) => companies.founderOf(companyCtx(req), req.query.id),
  });
}
