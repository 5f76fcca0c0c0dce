import { idList, type Permission } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';
import { company } from '../lib/access.ts';
import { typed } from '../lib/app-types.ts';
import type { CompanyContext } from '../lib/context.ts';
import { companyCtx } from './auth.ts';

/** The schemas of a marketing area's activities, as its contract names them. */
interface ActivitySchemas<
  Query extends ZodType,
  Input extends ZodType,
  Update extends ZodType<{ id: number }>,
> {
  idParams: ZodType<{ id: number }>;
  status: ZodType<{ enabled: boolean }>;
  activityQuery: Query;
  activities: ZodType;
  activity: ZodType;
  activityInput: Input;
  activityUpdate: Update;
}

/** What the area's service does with its activities, each with the caller's context first. */
interface ActivityService<Query, Input, Update> {
  list(ctx: CompanyContext, query: Query): Promise<unknown>;
  get(ctx: CompanyContext, id: number): Promise<unknown>;
  create(ctx: CompanyContext, input: Input): Promise<unknown>;
  update(ctx: CompanyContext, id: number, input: Update): Promise<unknown>;
  setEnabled(ctx: CompanyContext, id: number, enabled: boolean): Promise<unknown>;
  remove(ctx: CompanyContext, ids: number[]): Promise<void>;
}

interface ActivityRoutes<
  Query extends ZodType,
  Input extends ZodType,
  Update extends ZodType<{ id: number }>,
> {
  tags: string[];
  url: string;
  statusUrl: string;
  permissions: { list: Permission; add: Permission; edit: Permission; delete: Permission };
  schemas: ActivitySchemas<Query, Input, Update>;
  service: ActivityService<z.output<Query>, z.output<Input>, z.output<Update>>;
}

/**
 * Staff's routes of a marketing area's activities (bargain, group buy): list, one, add, edit, switch on or
 * off, delete, each under the area's own permission.
 */
export function activityRoutes<
  Query extends ZodType,
  Input extends ZodType,
  Update extends ZodType<{ id: number }>,
>(
  app: FastifyInstance,
  { tags, url, statusUrl, permissions, schemas, service }: ActivityRoutes<Query, Input, Update>,
) {
  const r = typed(app);
  const params = schemas.idParams;
  const list = { access: company(permissions.list) };
  r.get(url, {
    config: list,
    schema: { tags, querystring: schemas.activityQuery, response: { 200: schemas.activities } },
    handler: (req) => service.list(companyCtx(req), req.query as z.output<Query>),
  });
  r.get(`${url}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: schemas.activity } },
    handler: (req) => service.get(companyCtx(req), req.params.id),
  });
  r.post(url, {
    config: { access: company(permissions.add) },
    schema: { tags, body: schemas.activityInput, response: { 200: schemas.activity } },
    handler: (req) => service.create(companyCtx(req), req.body as z.output<Input>),
  });
  r.put(url, {
    config: { access: company(permissions.edit) },
    schema: { tags, body: schemas.activityUpdate, response: { 200: schemas.activity } },
    handler: (req) => {
      const body = req.body as z.output<Update>;
      return service.update(companyCtx(req), body.id, body);
    },
  });
  r.put(statusUrl, {
    config: { access: company(permissions.edit) },
    schema: { tags, params, body: schemas.status, response: { 200: schemas.activity } },
    handler: (req) => service.setEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });
  r.delete(url, {
    config: { access: company(permissions.delete) },
    schema: { tags, body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.remove(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });
}
