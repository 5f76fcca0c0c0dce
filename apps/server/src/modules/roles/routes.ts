import {
  rolesContract as contract,
  idParam,
  MENUS_URL,
  menusContract,
  ROLES_URL,
  roleNameIn,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company, signedIn } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import { sendXlsx } from '../../plugins/xlsx.ts';
import * as heldMenus from './held-menus.ts';
import * as service from './service.ts';

export function roleRoutes(app: FastifyInstance) {
  const r = typed(app);

  // The menus a role holds: the caller's own (the side menu) and a role's, to grant from.
  r.get(`${MENUS_URL}/build`, {
    config: { access: signedIn, cache: { tables: [] } },
    schema: { tags: ['menus'], response: { 200: menusContract.build } },
    handler: (req) => {
      const ctx = userCtx(req);
      return ctx.principal.companyId === null ? [] : heldMenus.buildMenus(companyCtx(req));
    },
  });

  r.get(`${MENUS_URL}/tree`, {
    config: { access: company('roles:list', 'roles:edit') },
    schema: {
      tags: ['menus'],
      querystring: menusContract.treeQuery,
      response: { 200: menusContract.tree },
    },
    handler: (req) => heldMenus.menuTreeForRole(companyCtx(req), req.query.roleId),
  });

  r.get(ROLES_URL, {
    config: { access: company('roles:list') },
    schema: {
      tags: ['roles'],
      querystring: contract.listQuery,
      response: { 200: contract.list },
    },
    handler: (req) => service.listRoles(companyCtx(req), req.query),
  });

  r.get(`${ROLES_URL}/download`, {
    config: { access: company('roles:list') },
    schema: { tags: ['roles'], querystring: contract.exportQuery },
    handler: (req, reply) => {
      const ctx = companyCtx(req);
      return sendXlsx<service.RoleRow>(req, reply, {
        ctx,
        title: { zh: '角色管理', en: 'Roles' },
        columns: [
          { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id, width: 10 },
          { header: { zh: '名称', en: 'Name' }, value: (r, lang) => roleNameIn(r, lang) },
          { header: { zh: '级别', en: 'Level' }, value: (r) => r.level, width: 10 },
          { header: { zh: '描述', en: 'Description' }, value: (r) => r.description, width: 30 },
          { header: { zh: '创建时间', en: 'Created' }, value: (r) => r.createdAt, width: 22 },
        ],
        batch: (after) => service.roleBatch(ctx, req.query.blurry, after),
      });
    },
  });

  r.get(`${ROLES_URL}/all`, {
    config: { access: company('roles:list', 'user:add', 'user:edit') },
    schema: { tags: ['roles'], response: { 200: contract.all } },
    handler: (req) => service.allRoles(companyCtx(req)),
  });

  r.get(`${ROLES_URL}/level`, {
    config: { access: company() },
    schema: { tags: ['roles'], response: { 200: contract.level } },
    handler: (req) => {
      const level = companyCtx(req).principal.level;
      return { level: Number.isFinite(level) ? level : null };
    },
  });

  r.get(`${ROLES_URL}/:id`, {
    config: { access: company('roles:list') },
    schema: { tags: ['roles'], params: idParam, response: { 200: contract.one } },
    handler: (req) => service.getRole(companyCtx(req), req.params.id),
  });

  r.post(ROLES_URL, {
    config: { access: company('roles:add') },
    schema: { tags: ['roles'], body: contract.create, response: { 200: contract.one } },
    handler: (req) => service.createRole(companyCtx(req), req.body),
  });

  r.put(ROLES_URL, {
    config: { access: company('roles:edit') },
    schema: {
      tags: ['roles'],
      body: contract.update,
      response: { 200: contract.one },
    },
    handler: (req) => {
      const { id, ...input } = req.body;
      return service.updateRole(companyCtx(req), id, input);
    },
  });

  r.put(`${ROLES_URL}/menu`, {
    config: { access: company('roles:edit') },
    schema: {
      tags: ['roles'],
      body: contract.setMenus,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await service.setRoleMenus(companyCtx(req), req.body.id, req.body.menus);
      return reply.code(204).send(null);
    },
  });

  r.delete(ROLES_URL, {
    config: { access: company('roles:del') },
    schema: { tags: ['roles'], body: contract.remove, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.deleteRoles(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${ROLES_URL}/:id`, {
    config: { access: company('roles:del') },
    schema: { tags: ['roles'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.deleteRoles(companyCtx(req), [req.params.id]);
      return reply.code(204).send(null);
    },
  });
}
