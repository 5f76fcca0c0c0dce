import { COMPANY_INVITATIONS_URL, usersContract as contract, MY_INVITATIONS_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company, signedIn } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import * as invitations from './invitations.ts';

/** A company's invitations to existing people, and each person's answer to their own. */
export function invitationRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(COMPANY_INVITATIONS_URL, {
    config: { access: company('user:add') },
    schema: { tags: ['users'], response: { 200: contract.companyInvitations } },
    handler: (req) => invitations.listCompanyInvitations(companyCtx(req)),
  });

  r.delete(`${COMPANY_INVITATIONS_URL}/:id`, {
    config: { access: company('user:add') },
    schema: { tags: ['users'], params: contract.invitationParams, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await invitations.cancelInvitation(companyCtx(req), req.params.id);
      return reply.code(204).send(null);
    },
  });

  r.get(MY_INVITATIONS_URL, {
    config: { access: signedIn },
    schema: { tags: ['users'], response: { 200: contract.myInvitations } },
    handler: (req) => invitations.listMyInvitations(userCtx(req)),
  });

  r.post(`${MY_INVITATIONS_URL}/:id/accept`, {
    config: { access: signedIn },
    schema: { tags: ['users'], params: contract.invitationParams, response: { 200: contract.accepted } },
    handler: (req) => invitations.acceptInvitation(userCtx(req), req.params.id),
  });

  r.post(`${MY_INVITATIONS_URL}/:id/decline`, {
    config: { access: signedIn },
    schema: { tags: ['users'], params: contract.invitationParams, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await invitations.declineInvitation(userCtx(req), req.params.id);
      return reply.code(204).send(null);
    },
  });
}
