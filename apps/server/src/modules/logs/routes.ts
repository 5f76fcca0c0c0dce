import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  type AuditAction,
  type AuditEntity,
  logsContract as contract,
  LOG_PEOPLE_URL,
  LOGS_URL,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { sendXlsx } from '../../plugins/xlsx.ts';
import * as service from './service.ts';

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** The person as the log shows them: name, and the sign-in name beside it when they differ. */
const who = (l: { username: string | null; nickName: string | null }) =>
  l.nickName && l.nickName !== l.username ? `${l.nickName} (${l.username})` : l.username;

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
        ctx,
        title: { zh: '操作日志', en: 'Audit log' },
        columns: [
          { header: { zh: 'ID', en: 'ID' }, value: (l) => l.id, width: 10 },
          { header: { zh: '时间', en: 'Time' }, value: (l) => l.createdAt, width: 22 },
          { header: { zh: '操作人', en: 'Who' }, value: (l) => who(l), width: 20 },
          { header: { zh: '角色', en: 'Roles' }, value: (l) => l.roles.join('、') },
          {
            header: { zh: '操作', en: 'Action' },
            value: (l, lang) => AUDIT_ACTION_LABELS[l.action as AuditAction]?.[lang] ?? l.action,
          },
          {
            header: { zh: '对象', en: 'Entity' },
            value: (l, lang) => AUDIT_ENTITY_LABELS[l.entity as AuditEntity]?.[lang] ?? l.entity,
          },
          { header: { zh: '对象名称', en: 'Entity name' }, value: (l) => l.entityName, width: 24 },
          { header: { zh: '对象ID', en: 'Entity id' }, value: (l) => l.entityId },
          { header: { zh: '修改前', en: 'Before' }, value: (l) => json(l.before), width: 40 },
          { header: { zh: '修改后', en: 'After' }, value: (l) => json(l.after), width: 40 },
          { header: { zh: 'IP', en: 'IP' }, value: (l) => l.ip },
        ],
        batch: (after) => service.logBatch(ctx, req.query, after),
      });
    },
  });
}
