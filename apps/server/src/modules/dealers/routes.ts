import { dealersContract as contract, DEALERS_URL, dealerFilter } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { crudRoutes } from '../../plugins/crud.ts';
import { dictLabels } from '../dictionaries/index.ts';
import { childRegions, contactAddressColumns } from '../regions/index.ts';
import { dealerRecords } from './service.ts';

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
    ...dealerRecords,
    entity: 'dealer',
    permission: 'dealer',
    title: { zh: '经销商管理', en: 'Dealers' },
    input: contract.create,
    row: contract.one,
    filters: dealerFilter.shape,
    columns: async (tx) => {
      const [level, status] = await Promise.all([
        dictLabels(tx, 'dealer_level'),
        dictLabels(tx, 'dealer_status'),
      ]);
      return [
        { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id as number, width: 8 },
        { header: { zh: '名称', en: 'Name' }, value: (r) => r.name as string },
        ...contactAddressColumns,
        { header: { zh: '级别', en: 'Level' }, value: (r, lang) => level(r.level as number, lang) },
        { header: { zh: '状态', en: 'Status' }, value: (r, lang) => status(r.status as number, lang) },
        { header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark as string | null, width: 30 },
        { header: { zh: '创建时间', en: 'Created' }, value: (r) => r.createdAt as Date, width: 22 },
      ];
    },
  });
}
