import { COMPANY_CONFIG_URL, companiesContract as contract } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { publicAccess, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { userCtx } from '../../plugins/auth.ts';
import * as companies from './service.ts';

export function companyRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);

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
}
