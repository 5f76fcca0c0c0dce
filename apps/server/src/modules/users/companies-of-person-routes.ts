import { COMPANY_CONFIG_URL, companiesContract as contract, userDto } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { companyOnboarding, signedIn } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import * as service from './companies-of-person.ts';

/** A person's companies (the picker's list) and a company's founder: questions about people, under the picker's URLs. */
export function companiesOfPersonRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(`${COMPANY_CONFIG_URL}/getCompanyByUser`, {
    config: { access: signedIn },
    schema: {
      tags: ['companies'],
      querystring: contract.ofUserQuery,
      response: { 200: contract.ofUser },
    },
    handler: async (req) => ({
      companyList: await service.companiesOfUser(userCtx(req), req.query.userPhone),
    }),
  });

  r.get('/api/systemCompanyMember/getFounder', {
    config: { access: companyOnboarding() },
    schema: {
      tags: ['companies'],
      querystring: contract.founderQuery,
      response: { 200: userDto },
    },
    handler: (req) => service.founderOf(companyCtx(req), req.query.id),
  });
}
