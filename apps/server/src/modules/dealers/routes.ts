import { dealersContract as contract, DEALERS_URL, dealerFilter } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { crudRoutes } from '../../lib/crud.ts';
import { containedInAny, equalsIfGiven } from '../../lib/list.ts';
import { childRegions, contactAddressColumns, resolveRegion } from '../regions/index.ts';
import { dealers } from './schema.ts';

export function dealerRoutes(app: FastifyInstance) {
  typed(app).get(`${DEALERS_URL}/getJdCityByPid/:pid`, {
    config: { access: company('dealer:list', 'stores:list') },
    schema: {
      tags: ['dealer'],
      params: contract.regionsParams,
      response: { 200: contract.regions },
    },
    handler: async (req) => childRegions(req.params.pid),
  });

  crudRoutes(app, {
    url: DEALERS_URL,
    table: dealers,
    entity: 'dealer',
    permission: 'dealer',
    title: { zh: '经销商管理', en: 'Dealers' },
    input: contract.create,
    row: contract.one,
    filters: dealerFilter.shape,
    where: (f) => [
      containedInAny(f.blurry, dealers.name, dealers.contact, dealers.phone),
      equalsIfGiven(dealers.status, f.status),
      equalsIfGiven(dealers.level, f.level),
    ],
    sortable: { id: dealers.id, level: dealers.level, name: dealers.name, createTime: dealers.createdAt },
    toValues: (input) => ({ ...input, ...resolveRegion(input) }),
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id as number, width: 8 },
      { header: { zh: '名称', en: 'Name' }, value: (r) => r.name as string },
      ...contactAddressColumns,
      { header: { zh: '级别', en: 'Level' }, value: (r) => r.level as number },
      { header: { zh: '状态', en: 'Status' }, value: (r) => r.status as number },
      { header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark as string | null, width: 30 },
    ],
  });
}
