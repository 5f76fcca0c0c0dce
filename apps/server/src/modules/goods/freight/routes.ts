import { goodsFreightContract as contract, FREIGHT_TEMPLATES_URL, freightTemplateFilter } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { companyCtx } from '../../../plugins/auth.ts';
import { crudRoutes } from '../../../plugins/crud.ts';
import { freightTemplateRecords, quoteFreight } from './service.ts';

/** The screen's names of the ways a template charges. */
const CHARGE_BY = {
  zh: { piece: '按件数', weight: '按重量', volume: '按体积' },
  en: { piece: 'Piece', weight: 'Weight', volume: 'Volume' },
} as const;

export function freightRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    url: FREIGHT_TEMPLATES_URL,
    entity: 'freightTemplate',
    permission: 'freight',
    title: { zh: '运费模板', en: 'Freight templates' },
    input: contract.create,
    row: contract.one,
    filters: freightTemplateFilter.shape,
    ...freightTemplateRecords,
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (f) => f.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (f) => f.name as string },
      {
        header: { zh: '计费方式', en: 'Charged by' },
        value: (f, lang) => CHARGE_BY[lang][f.chargeBy as keyof (typeof CHARGE_BY)['zh']] ?? null,
      },
    ],
  });

  typed(app).post(`${FREIGHT_TEMPLATES_URL}/calculate`, {
    config: { access: company('freight:list') },
    schema: { tags: ['goods'], body: contract.calculate, response: { 200: contract.quote } },
    handler: (req) => quoteFreight(companyCtx(req), req.body),
  });
}
