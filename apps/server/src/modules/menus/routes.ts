import { idList, timestamp } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company, platform, signedIn } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import * as service from './service.ts';

const metaSchema = z.object({
  title: z.string(),
  titleEn: z.string(),
  icon: z.string().nullable(),
  affix: z.boolean(),
  noCache: z.boolean(),
  breadcrumb: z.boolean(),
});

type Built = z.infer<typeof builtBase> & { children?: Built[] };
const builtBase = z.object({
  name: z.string(),
  path: z.string(),
  redirect: z.string().optional(),
  hidden: z.boolean(),
  component: z.string(),
  nav: z.number().optional(),
  alwaysShow: z.boolean().optional(),
  meta: metaSchema,
});
const builtSchema: z.ZodType<Built> = builtBase.extend({
  children: z.array(z.lazy(() => builtSchema)).optional(),
});

type Node = z.infer<typeof nodeBase> & { children?: Node[] };
const nodeBase = z.object({
  id: z.number(),
  pid: z.number(),
  type: z.number(),
  title: z.string(),
  titleEn: z.string(),
  permission: z.string().nullable(),
  checked: z.boolean(),
});
const nodeSchema: z.ZodType<Node> = nodeBase.extend({
  children: z.array(z.lazy(() => nodeSchema)).optional(),
});

const menuInput = z.object({
  pid: z.number().int().min(0).default(0),
  type: z.number().int().min(0).max(2),
  title: z.string().trim().min(1, 'msg:required').max(50),
  titleEn: z.string().trim().min(1, 'msg:required').max(80),
  name: z.string().trim().max(60).nullable().default(null),
  path: z.string().trim().max(200).nullable().default(null),
  component: z.string().trim().max(200).nullable().default(null),
  redirect: z.string().trim().max(200).nullable().default(null),
  icon: z.string().trim().max(60).nullable().default(null),
  permission: z.string().trim().max(100).nullable().default(null),
  sort: z.number().int().min(0).max(99999).default(999),
  hidden: z.boolean().default(false),
  nav: z.number().int().min(1).max(2).default(1),
  affix: z.boolean().default(false),
  noCache: z.boolean().default(false),
  breadcrumb: z.boolean().default(true),
  platformOnly: z.boolean().default(false),
});

const menuRow = menuInput.extend({ id: z.number(), createdAt: timestamp(), updatedAt: timestamp() });

export function menuRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get('/api/menus/build', {
    config: { access: signedIn, cache: { tables: [] } },
    schema: { tags: ['menus'], response: { 200: z.array(builtSchema) } },
    handler: (req) => {
      const ctx = userCtx(req);
      return ctx.principal.companyId === null ? [] : service.buildMenus(companyCtx(req));
    },
  });

  r.get('/api/menus/tree', {
    config: { access: company('roles:list', 'roles:edit') },
    schema: {
      tags: ['menus'],
      querystring: z.object({ roleId: z.coerce.number().int().positive().optional() }),
      response: { 200: z.array(nodeSchema) },
    },
    handler: (req) => service.menuTreeForRole(companyCtx(req), req.query.roleId),
  });

  r.get('/api/menus', {
    config: { access: platform('menu:list') },
    schema: {
      tags: ['menus'],
      response: { 200: z.object({ content: z.array(menuRow), totalElements: z.number() }) },
    },
    handler: async (req) => {
      const content = await service.allMenus(userCtx(req));
      return { content, totalElements: content.length };
    },
  });

  r.post('/api/menus', {
    config: { access: platform('menu:add') },
    schema: { tags: ['menus'], body: menuInput, response: { 200: menuRow } },
    handler: (req) => service.createMenu(userCtx(req), req.body),
  });

  r.put('/api/menus', {
    config: { access: platform('menu:edit') },
    schema: {
      tags: ['menus'],
      body: menuInput.extend({ id: z.number().int().positive() }),
      response: { 200: menuRow },
    },
    handler: (req) => {
      const { id, ...input } = req.body;
      return service.updateMenu(userCtx(req), id, input);
    },
  });

  r.delete('/api/menus', {
    config: { access: platform('menu:del') },
    schema: { tags: ['menus'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.deleteMenus(userCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });
}
