import { logContract as contract, LOG_PEOPLE_URL, LOGS_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { companyCtx } from '../../plugins/auth.ts';
import * as service from './service.ts';

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export function logRoutes(app: FastifyInstance) {
  typed(app).get(LOGS_URL, {
    config: { access: company('log:list') },
    schema: { tags: ['logs'], querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => service.listLogs(companyCtx(req), req.query),
  });

  typed(app).get(LOG_PEOPLE_URL, {
    config: { access: company('log:list') },
    schema: { tags: ['logs'], response: { 200: contract.people } },
    handler: (req) => service.logPeople(companyCtx(req)),
  });

  typed(app).get(`${LOGS_URL}/download`, {
    config: { access: company('log:list') },
    schema: { tags: ['logs'], querystring: contract.exportQuery },
    handler: (req, reply) => {
      const ctx = companyCtx(req);
      return sendXlsx<service.LogRow>(req, reply, {
        title: { zh: '操作日志', en: 'Audit log' },
        columns: [
          { header: { zh: 'ID', en: 'ID' }, value: (l) => l.id, width: 10 },
          { header: { zh: '时间', en: 'Time' }, value: (l) => l.createdAt, width: 22 },
          { header: { zh: '用户', en: 'User' }, value: (l) => l.username },
          { header: { zh: '对象', en: 'Entity' }, value: (l) => l.entity },
          { header: { zh: '对象ID', en: 'Entity id' }, value: (l) => l.entityId },
          { header: { zh: '操作', en: 'Action' }, value: (l) => l.action },
          { header: { zh: '修改前', en: 'Before' }, value: (l) => json(l.before), width: 40 },
          { header: { zh: '修改后', en: 'After' }, value: (l) => json(l.after), width: 40 },
          { header: { zh: 'IP', en: 'IP' }, value: (l) => l.ip },
        ],
        batch: (after) => service.logBatch(ctx, req.query, after),
      });
    },
  });
}
