import {
  seckillContract as contract,
  idList,
  SECKILL_ACTIVITIES_URL,
  SECKILL_SLOTS_URL,
  seckillActivitySalesUrl,
  seckillActivityStatusUrl,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import {
  activitySales,
  createActivity,
  deleteActivities,
  getActivity,
  listActivities,
  setActivityEnabled,
  updateActivity,
} from './activities.ts';
import { createSlot, deleteSlots, getSlot, listSlots, updateSlot } from './slots.ts';

const tags = ['seckill'];
const list = { access: company('seckill:list') };
const add = { access: company('seckill:add') };
const edit = { access: company('seckill:edit') };
const remove = { access: company('seckill:delete') };
const params = contract.idParams;

/** Staff's seckill: the shop's slots, its activities (with their SKUs and limits) and each one's live sales. */
export function seckillRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(SECKILL_SLOTS_URL, {
    config: list,
    schema: { tags, querystring: contract.slotQuery, response: { 200: contract.slots } },
    handler: (req) => listSlots(companyCtx(req), req.query),
  });
  r.get(`${SECKILL_SLOTS_URL}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: contract.slot } },
    handler: (req) => getSlot(companyCtx(req), req.params.id),
  });
  r.post(SECKILL_SLOTS_URL, {
    config: add,
    schema: { tags, body: contract.slotInput, response: { 200: contract.slot } },
    handler: (req) => createSlot(companyCtx(req), req.body),
  });
  r.put(SECKILL_SLOTS_URL, {
    config: edit,
    schema: { tags, body: contract.slotUpdate, response: { 200: contract.slot } },
    handler: (req) => updateSlot(companyCtx(req), req.body.id, req.body),
  });
  r.delete(SECKILL_SLOTS_URL, {
    config: remove,
    schema: { tags, body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await deleteSlots(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.get(SECKILL_ACTIVITIES_URL, {
    config: list,
    schema: { tags, querystring: contract.activityQuery, response: { 200: contract.activities } },
    handler: (req) => listActivities(companyCtx(req), req.query),
  });
  r.get(`${SECKILL_ACTIVITIES_URL}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: contract.activity } },
    handler: (req) => getActivity(companyCtx(req), req.params.id),
  });
  r.get(seckillActivitySalesUrl(':id'), {
    config: list,
    schema: { tags, params, response: { 200: contract.sales } },
    handler: (req) => activitySales(companyCtx(req), req.params.id),
  });
  r.post(SECKILL_ACTIVITIES_URL, {
    config: add,
    schema: { tags, body: contract.activityInput, response: { 200: contract.activity } },
    handler: (req) => createActivity(companyCtx(req), req.body),
  });
  r.put(SECKILL_ACTIVITIES_URL, {
    config: edit,
    schema: { tags, body: contract.activityUpdate, response: { 200: contract.activity } },
    handler: (req) => updateActivity(companyCtx(req), req.body.id, req.body),
  });
  r.put(seckillActivityStatusUrl(':id'), {
    config: edit,
    schema: { tags, params, body: contract.status, response: { 200: contract.activity } },
    handler: (req) => setActivityEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });
  r.delete(SECKILL_ACTIVITIES_URL, {
    config: remove,
    schema: { tags, body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await deleteActivities(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });
}
