import { pageQuerySchema, pageSchema } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { idList, idParam, timestamp } from '../../lib/validators.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { companyCtx } from '../../plugins/auth.ts';
import * as service from './service.ts';

const roleInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  level: z.number().int().min(1).max(99),
  description: z.string().trim().max(200).default(''),
  isAdmin: z.boolean().default(false),
});

const roleRow = roleInput.extend({
  id: z.number(),
  menus: z.array(z.number()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
const roleBrief = roleInput.extend({ id: z.number(), createdAt: timestamp(), updatedAt: timestamp() });

export function roleRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get('/api/roles', {
    config: { access: company('roles:list') },
    schema: {
      tags: ['roles'],
      querystring: pageQuerySchema.extend({ blurry: z.string().trim().max(50).optional() }),
      response: { 200: pageSchema(roleRow) },
    },
    handler: (req) => service.listRoles(companyCtx(req), req.query),
  });

  r.get('/api/roles/download', {
    config: { access: company('roles:list') },
    schema: { tags: ['roles'], querystring: z.object({ blurry: z.string().trim().max(50).optional() }) },
    handler: (req, reply) => {
      const ctx = companyCtx(req);
      return sendXlsx<service.RoleRow>(req, reply, {
        title: { zh: '角色管理', en: 'Roles' },
        columns: [
          { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id, width: 10 },
          { header: { zh: '名称', en: 'Name' }, value: (r) => r.name },
          { header: { zh: '级别', en: 'Level' }, value: (r) => r.level, width: 10 },
          { header: { zh: '描述', en: 'Description' }, value: (r) => r.description, width: 30 },
          { header: { zh: '创建时间', en: 'Created' }, value: (r) => r.createdAt, width: 22 },
        ],
        batch: (after) => service.roleBatch(ctx, req.query.blurry, after),
      });
    },
  });

  r.get('/api/roles/all', {
    config: { access: company('roles:list', 'user:add', 'user:edit') },
    schema: { tags: ['roles'], response: { 200: z.array(roleBrief) } },
    handler: (req) => service.allRoles(companyCtx(req)),
  });

  r.get('/api/roles/level', {
    config: { access: company() },
    schema: { tags: ['roles'], response: { 200: z.object({ level: z.number().nullable() }) } },
    handler: (req) => {
      const level = companyCtx(req).principal.level;
      return { level: Number.isFinite(level) ? level : null };
    },
  });

  r.get('/api/roles/:id', {
    config: { access: company('roles:list') },
    schema: { tags: ['roles'], params: idParam, response: { 200: roleRow } },
    handler: (req) => service.getRole(companyCtx(req), req.params.id),
  });

  r.post('/api/roles', {
    config: { access: company('roles:add') },
    schema: { tags: ['roles'], body: roleInput, response: { 200: roleRow } },
    handler: (req) => service.createRole(companyCtx(req), req.body),
  });

  r.put('/api/roles', {
    config: { access: company('roles:edit') },
    schema: {
      tags: ['roles'],
      body: roleInput.extend({ id: z.number().int().positive() }),
      response: { 200: roleRow },
    },
    handler: (req) => {
      const { id, ...input } = req.body;
      return service.updateRole(companyCtx(req), id, input);
    },
  });

  r.put('/api/roles/menu', {
    config: { access: company('roles:edit') },
    schema: {
      tags: ['roles'],
      body: z.object({
        id: z.number().int().positive(),
        menus: z.array(z.number().int().positive()).max(2000),
      }),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await service.setRoleMenus(companyCtx(req), req.body.id, req.body.menus);
      return reply.code(204).send(null);
    },
  });

  r.delete('/api/roles', {
    config: { access: company('roles:del') },
    schema: { tags: ['roles'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.deleteRoles(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });
}
