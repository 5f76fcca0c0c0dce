import {
  groupBuyContract as contract,
  GROUP_BUY_ACTIVITIES_URL,
  GROUP_BUY_GROUPS_URL,
  GROUP_BUY_STATS_URL,
  groupBuyActivityStatusUrl,
  groupBuyMembersUrl,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { activityRoutes } from '../../plugins/activity-routes.ts';
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
  activityRoutes(app, {
    tags,
    url: GROUP_BUY_ACTIVITIES_URL,
    statusUrl: groupBuyActivityStatusUrl(':id'),
    permissions: {
      list: 'groupbuy:list',
      add: 'groupbuy:add',
      edit: 'groupbuy:edit',
      delete: 'groupbuy:delete',
    },
    schemas: contract,
    service: {
      list: listActivities,
      get: getActivity,
      create: createActivity,
      update: updateActivity,
      setEnabled: setActivityEnabled,
      remove: removeActivities,
    },
  });
  const r = typed(app);
  const params = contract.idParams;

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
