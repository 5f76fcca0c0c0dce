import {
  dictionariesContract as contract,
  DICT_DETAILS_URL,
  DICTS_URL,
  dictFilter,
  idParam,
} from '@hh/shared';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { containedInAny } from '../../db/list.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { crudRoutes } from '../../plugins/crud.ts';
import { dicts } from './schema.ts';
import * as service from './service.ts';

export function dictionaryRoutes(app: FastifyInstance) {
  const r = typed(app);

  crudRoutes(app, {
    url: DICTS_URL,
    table: dicts,
    entity: 'dict',
    permission: 'dict',
    title: { zh: '字典管理', en: 'Dictionaries' },
    input: contract.create,
    row: contract.one,
    filters: dictFilter.shape,
    where: (f) => [containedInAny(f.blurry, dicts.name, dicts.description)],
    sortable: { id: dicts.id, name: dicts.name, createTime: dicts.createdAt },
    toValues: async (input, tx, id) => {
      await service.assertDictNameFree(tx, input.name, id);
      return input;
    },
    beforeDelete: service.deleteDictEntries,
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (d) => d.id as number, width: 8 },
      { header: { zh: '名称', en: 'Name' }, value: (d) => d.name as string },
      { header: { zh: '描述', en: 'Description' }, value: (d) => d.description as string, width: 40 },
    ],
  });

  r.get(DICT_DETAILS_URL, {
    config: { access: company() },
    schema: { tags: ['dict'], querystring: contract.detailQuery, response: { 200: contract.details } },
    handler: (req) => service.listDetails(companyCtx(req), req.query),
  });

  r.post(DICT_DETAILS_URL, {
    config: { access: company('dict:add') },
    schema: { tags: ['dict'], body: contract.createDetail, response: { 200: contract.detail } },
    handler: (req) => service.saveDetail(companyCtx(req), req.body),
  });

  r.put(DICT_DETAILS_URL, {
    config: { access: company('dict:edit') },
    schema: { tags: ['dict'], body: contract.updateDetail, response: { 200: contract.detail } },
    handler: (req) => service.saveDetail(companyCtx(req), req.body),
  });

  r.delete(`${DICT_DETAILS_URL}/:id`, {
    config: { access: company('dict:del') },
    schema: { tags: ['dict'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.deleteDetail(companyCtx(req), req.params.id);
      return reply.code(204).send(null);
    },
  });
}
