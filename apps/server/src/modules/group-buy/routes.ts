import {
  groupBuyContract as contract,
  GROUP_BUY_ACTIVITIES_URL,
  GROUP_BUY_GROUPS_URL,
  GROUP_BUY_STATS_URL,
  groupBuyActivityStatusUrl,
  groupBuyMembersUrl,
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
import { groupStats, listGroups, listSeats } from './groups.ts';

const tags = ['group-buy'];
const list = { access: company('groupbuy:list') };

/** Staff's group buy: activities (list, one, add, edit, on/off, delete), groups with their seats, statistics. */
export function groupBuyRoutes(app: FastifyInstance) {
  const r = typed(app);
  const params = contract.idParams;

  r.get(GROUP_BUY_ACTIVITIES_URL, {
    config: list,
    schema: { tags, querystring: contract.activityQuery, response: { 200: contract.activities } },
    handler: (req) => listActivities(companyCtx(req), req.query),
  });
  r.get(`${GROUP_BUY_ACTIVITIES_URL}/:id`, {
    config: list,
    schema: { tags, params, response: { 200: contract.activity } },
    handler: (req) => getActivity(companyCtx(req), req.params.id),
  });
  r.post(GROUP_BUY_ACTIVITIES_URL, {
    config: { access: company('groupbuy:add') },
    schema: { tags, body: contract.activityInput, response: { 200: contract.activity } },
    handler: (req) => createActivity(companyCtx(req), req.body),
  });
  r.put(GROUP_BUY_ACTIVITIES_URL, {
    config: { access: company('groupbuy:edit') },
    schema: { tags, body: contract.activityUpdate, response: { 200: contract.activity } },
    handler: (req) => updateActivity(companyCtx(req), req.body.id, req.body),
  });
  r.put(groupBuyActivityStatusUrl(':id'), {
    config: { access: company('groupbuy:edit') },
    schema: { tags, params, body: contract.status, response: { 200: contract.activity } },
    handler: (req) => setActivityEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });
  r.delete(GROUP_BUY_ACTIVITIES_URL, {
    config: { access: company('groupbuy:delete') },
    schema: { tags, body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await removeActivities(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.get(GROUP_BUY_GROUPS_URL, {
    config: list,
    schema: { tags, querystring: contract.groupQuery, response: { 200: contract.groups } },
    handler: (req) => listGroups(companyCtx(req), req.query),
  });
  r.get(groupBuyMembersUrl(':id'), {
    config: list,
    schema: { tags, params, response: { 200: contract.seats } },
    handler: (req) => listSeats(companyCtx(req), req.params.id),
  });
  r.get(GROUP_BUY_STATS_URL, {
    config: list,
    schema: { tags, querystring: contract.statsQuery, response: { 200: contract.stats } },
    handler: (req) => groupStats(companyCtx(req), req.query.activityId),
  });
}
