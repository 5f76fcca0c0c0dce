import { couponsContract as contract } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { companyCtx } from '../../plugins/auth.ts';

/** What the row or page schema answers (checked against it when sent). */
type Answer = Promise<unknown>;

/** Templates and issues alike: their schemas, and the service that lists, reads, adds, edits and switches them. */
interface SwitchableSpec<Query extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType> {
  url: string;
  /** The on/off route, e.g. `/api/coupon/templates/:id/status`. */
  statusUrl: string;
  schemas: { query: Query; page: z.ZodType; row: z.ZodType; input: Input; update: Update };
  list(ctx: CompanyContext, query: z.output<Query>): Answer;
  get(ctx: CompanyContext, id: number): Answer;
  create(ctx: CompanyContext, input: z.output<Input>): Answer;
  update(ctx: CompanyContext, input: z.output<Update>): Answer;
  setEnabled(ctx: CompanyContext, id: number, enabled: boolean): Answer;
}

const tags = ['coupons'];
const params = contract.idParams;
const list = { access: company('coupon:list') };
const add = { access: company('coupon:add') };
const edit = { access: company('coupon:edit') };

/**
 * GET {url} (paged), GET {url}/:id, POST {url}, PUT {url} (with id) and PUT {statusUrl}, under
 * coupon:list, coupon:add and coupon:edit. Bodies and queries are the schemas' output (validated by them).
 */
export function switchableRoutes<Query extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  spec: SwitchableSpec<Query, Input, Update>,
) {
  const r = typed(app);
  const { query, page, row, input, update } = spec.schemas;
  r.get(spec.url, {
    config: list,
    schema: { tags, querystring: query, response: { 200: page } },
    handler: (req) => spec.list(companyCtx(req), req.query as z.output<Query>),
  });
  r.get(`${spec.url}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: row } },
    handler: (req) => spec.get(companyCtx(req), req.params.id),
  });
  r.post(spec.url, {
    config: add,
    schema: { tags, body: input, response: { 200: row } },
    handler: (req) => spec.create(companyCtx(req), req.body as z.output<Input>),
  });
  r.put(spec.url, {
    config: edit,
    schema: { tags, body: update, response: { 200: row } },
    handler: (req) => spec.update(companyCtx(req), req.body as z.output<Update>),
  });
  r.put(spec.statusUrl, {
    config: edit,
    schema: { tags, params, body: contract.status, response: { 200: row } },
    handler: (req) => spec.setEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });
}
