import { storesContract as contract, STORES_URL, storeFilter } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../plugins/crud.ts';
import { dictLabels } from '../dictionaries/index.ts';
import { contactAddressColumns } from '../regions/index.ts';
import { storeRecords } from './service.ts';

/** The list's pickup tags: [off, on]. */
const PICKUP = { zh: ['不支持', '支持自提'], en: ['No pickup', 'Pickup point'] } as const;

export function storeRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    url: STORES_URL,
    ...storeRecords,
    entity: 'store',
    permission: 'stores',
    title: { zh: '门店管理', en: 'Stores' },
    input: contract.create,
    row: contract.one,
    filters: storeFilter.shape,
    columns: async (tx) => {
      const status = await dictLabels(tx, 'store_status');
      return [
        { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id as number, width: 8 },
        { header: { zh: '门店名称', en: 'Name' }, value: (r) => r.name as string },
        ...contactAddressColumns,
        { header: { zh: '营业时间', en: 'Hours' }, value: (r) => r.businessHours as string | null },
        { header: { zh: '自提', en: 'Pickup' }, value: (r, lang) => PICKUP[lang][r.pickupEnabled ? 1 : 0] },
        { header: { zh: '状态', en: 'Status' }, value: (r, lang) => status(r.status as number, lang) },
        { header: { zh: '排序', en: 'Sort' }, value: (r) => r.sort as number },
        { header: { zh: '创建时间', en: 'Created' }, value: (r) => r.createdAt as Date, width: 22 },
      ];
    },
  });
}
