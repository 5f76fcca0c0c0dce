import {
  BARGAIN_ACTIVITIES_URL,
  BARGAINS_URL,
  bargainActivityStatusUrl,
  bargainCutsUrl,
  bargainContract as contract,
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
import { listBargains, listCuts } from './bargains.ts';

const tags = ['bargain'];
const list = { access: company('bargain:list') };

/** Staff's bargain: activities (list, one, add, edit, on/off, delete), participants and their helpers' cuts. */
export function bargainRoutes(app: FastifyInstance) {
  activityRoutes(app, {
    tags,
    url: BARGAIN_ACTIVITIES_URL,
    statusUrl: bargainActivityStatusUrl(':id'),
    permissions: { list: 'bargain:list', add: 'bargain:add', edit: 'bargain:edit', delete: 'bargain:delete' },
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
