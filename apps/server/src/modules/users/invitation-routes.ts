import { idParam, timestamp } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company, signedIn } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import * as invitations from './invitations.ts';

const companyInvitation = z.object({
  id: z.number(),
  phone: z.string(),
  roles: z.array(z.string()),
  enabled: z.boolean(),
  invitedBy: z.string(),
  createTime: timestamp(),
  expireTime: timestamp(),
});

const myInvitation = z.object({
  id: z.number(),
  companyName: z.string(),
  roles: z.array(z.string()),
  invitedBy: z.string(),
  createTime: timestamp(),
  expireTime: timestamp(),
});

/** A company's invitations to existing people, and each person's answer to their own. */
export function invitationRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get('/api/users/invitations', {
    config: { access: company('user:add') },
    schema: { tags: ['users'], response: { 200: z.array(companyInvitation) } },
    handler: (req) => invitations.listCompanyInvitations(companyCtx(req)),
  });

  r.delete('/api/users/invitations/:id', {
    config: { access: company('user:add') },
    schema: { tags: ['users'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await invitations.cancelInvitation(companyCtx(req), req.params.id);
      return reply.code(204).send(null);
    },
  });

  r.get('/api/invitations', {
    config: { access: signedIn },
    schema: { tags: ['users'], response: { 200: z.array(myInvitation) } },
    handler: (req) => invitations.listMyInvitations(userCtx(req)),
  });

  r.post('/api/invitations/:id/accept', {
    config: { access: signedIn },
    schema: { tags: ['users'], params: idParam, response: { 200: z.object({ companyId: z.number() }) } },
    handler: (req) => invitations.acceptInvitation(userCtx(req), req.params.id),
  });

  r.post('/api/invitations/:id/decline', {
    config: { access: signedIn },
    schema: { tags: ['users'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await invitations.declineInvitation(userCtx(req), req.params.id);
      return reply.code(204).send(null);
    },
  });
}
