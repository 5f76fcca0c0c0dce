import { goodsSpecsContract as contract, SPEC_TEMPLATES_URL, specTemplateFilter } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../plugins/crud.ts';
import { specTemplateRecords } from './service.ts';

export function specTemplateRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    url: SPEC_TEMPLATES_URL,
    entity: 'specTemplate',
    permission: 'spec',
    title: { zh: '规格模板', en: 'Spec templates' },
    input: contract.create,
    row: contract.one,
    filters: specTemplateFilter.shape,
    ...specTemplateRecords,
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (s) => s.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (s) => s.name as string },
      {
        header: { zh: '规格', en: 'Specs' },
        value: (s) =>
          (s.specs as { name: string; values: string[] }[])
            .map((o) => `${o.name}: ${o.values.join('/')}`)
            .join('; '),
      },
    ],
  });
}
