import { mobile, userDto } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company, publicAccess, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import { memberCompanySchema } from './dto.ts';
import * as companies from './service.ts';

export function companyRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);

  r.get('/api/systemCompanyConfig/getCompanyByUser', {
    config: { access: signedIn },
    schema: {
      tags: ['companies'],
      querystring: z.object({ userPhone: mobile() }),
      response: { 200: z.object({ companyList: z.array(memberCompanySchema) }) },
    },
    handler: async (req) => ({
      companyList: await companies.companiesOfUser(userCtx(req), req.query.userPhone),
    }),
  });

  r.get('/api/systemCompanyConfig/choiceCompany', {
    config: { access: signedIn },
    schema: {
      tags: ['companies'],
      querystring: z.object({ companyId: z.coerce.number().int().positive() }),
      response: { 200: memberCompanySchema.extend({ token: z.string() }) },
    },
    handler: (req) => companies.chooseCompany(userCtx(req), deps.tokens, req.query.companyId),
  });

  r.get('/api/systemCompanyConfig/getByCompanyKey', {
    config: { access: publicAccess },
    schema: {
      tags: ['companies'],
      querystring: z.object({ companyKey: z.string().trim().min(1).max(64) }),
      response: {
        200: z.object({
          companyId: z.number(),
          companyKey: z.string(),
          companyName: z.string(),
          headPortrait: z.string().nullable(),
          status: z.string(),
        }),
      },
    },
    handler: (req) => companies.companyByKey(req.ctx, req.query.companyKey),
  });

  r.get('/api/systemCompanyMember/getFounder', {
    config: { access: company() },
    schema: {
      tags: ['companies'],
      querystring: z.object({ id: z.coerce.number().int().positive() }),
      response: { 200: userDto },
    },
    handler: (req) => companies.founderOf(companyCtx(req), req.query.id),
  });
}
