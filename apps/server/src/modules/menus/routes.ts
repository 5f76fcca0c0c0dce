import { menusContract as contract, MENUS_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { platform } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { userCtx } from '../../plugins/auth.ts';
import * as service from './service.ts';
export function menuRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(MENUS_URL, {
    config: { access: platform('menu:list') },
    schema: {
      tags: ['menus'],
      response: { 200: contract.list },
    },
    handler: async (req) => {
      const content = await service.allMenus(userCtx(req));
      return { content, totalElements: content.length };
    },
  });

  r.post(MENUS_URL, {
    config: { access: platform('menu:add') },
    schema: { tags: ['menus'], body: contract.create, response: { 200: contract.one } },
    handler: (req) => service.createMenu(userCtx(req), req.body),
  });

  r.put(MENUS_URL, {
    config: { access: platform('menu:edit') },
    schema: {
      tags: ['menus'],
      body: contract.update,
      response: { 200: contract.one },
    },
    handler: (req) => {
      const { id, ...input } = req.body;
      return service.updateMenu(userCtx(req), id, input);
    },
  });

  r.delete(MENUS_URL, {
    config: { access: platform('menu:del') },
    schema: { tags: ['menus'], body: contract.remove, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.deleteMenus(userCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });
}
