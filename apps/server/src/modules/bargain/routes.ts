import {
  BARGAIN_ACTIVITIES_URL,
  BARGAINS_URL,
  bargainActivityStatusUrl,
  bargainCutsUrl,
  bargainContract as contract,
  idList,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import {
  createActivity,
  getActivity,
  listActivities,
  removeActivities,
  setActivityEnabled,
  updateActivity,
} from './activities.ts';
import { listBargains, listCuts } from './bargains.ts';

const tags = ['bargain'];
const list = { access: company('bargain:list') };

/** Staff's bargain: activities (list, one, add, edit, on/off, delete), participants and their helpers' cuts. */
export function bargainRoutes(app: FastifyInstance) {
  const r = typed(app);
  const params = contract.idParams;

  r.get(BARGAIN_ACTIVITIES_URL, {
    config: list,
    schema: { tags, querystring: contract.activityQuery, response: { 200: contract.activities } },
    handler: (req) => listActivities(companyCtx(req), req.query),
  });
  r.get(`${BARGAIN_ACTIVITIES_URL}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: contract.activity } },
    handler: (req) => getActivity(companyCtx(req), req.params.id),
  });
  r.post(BARGAIN_ACTIVITIES_URL, {
    config: { access: company('bargain:add') },
    schema: { tags, body: contract.activityInput, response: { 200: contract.activity } },
    handler: (req) => createActivity(companyCtx(req), req.body),
  });
  r.put(BARGAIN_ACTIVITIES_URL, {
    config: { access: company('bargain:edit') },
    schema: { tags, body: contract.activityUpdate, response: { 200: contract.activity } },
    handler: (req) => updateActivity(companyCtx(req), req.body.id, req.body),
  });
  r.put(bargainActivityStatusUrl(':id'), {
    config: { access: company('bargain:edit') },
    schema: { tags, params, body: contract.status, response: { 200: contract.activity } },
    handler: (req) => setActivityEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });
  r.delete(BARGAIN_ACTIVITIES_URL, {
    config: { access: company('bargain:delete') },
    schema: { tags, body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await removeActivities(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.get(BARGAINS_URL, {
    config: list,
    schema: { tags, querystring: contract.bargainQuery, response: { 200: contract.bargains } },
    handler: (req) => listBargains(companyCtx(req), req.query),
  });
  r.get(bargainCutsUrl(':id'), {
    config: list,
    schema: { tags, params, response: { 200: contract.cuts } },
    handler: (req) => listCuts(companyCtx(req), req.params.id),
  });
}
