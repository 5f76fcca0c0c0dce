import { membersContract as contract, idParam, MEMBERS_URL, memberFilter } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { t } from '../../i18n/messages.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { crudRoutes } from '../../plugins/crud.ts';
import { dictLabels } from '../dictionaries/index.ts';
import * as service from './service.ts';

export function memberRoutes(app: FastifyInstance) {
  const r = typed(app);

  crudRoutes(app, {
    url: MEMBERS_URL,
    idField: 'uid',
    ...service.memberRecords,
    entity: 'member',
    permission: 'member',
    title: { zh: '会员列表', en: 'Members' },
    input: contract.create,
    row: contract.one,
    filters: memberFilter.shape,
    decorate: service.withPromoterNames,
    columns: async (tx) => {
      const [level, status] = await Promise.all([
        dictLabels(tx, 'member_level'),
        dictLabels(tx, 'user_status'),
      ]);
      return [
        { header: { zh: '会员ID', en: 'UID' }, value: (m) => m.uid as number, width: 10 },
        { header: { zh: '昵称', en: 'Nickname' }, value: (m) => m.nickname as string },
        { header: { zh: '姓名', en: 'Name' }, value: (m) => m.realName as string | null },
        { header: { zh: '手机号', en: 'Phone' }, value: (m) => m.phone as string | null },
        {
          header: { zh: '余额', en: 'Balance' },
          value: (m) => m.nowMoney as string,
          width: 12,
          format: 'money',
        },
        { header: { zh: '积分', en: 'Points' }, value: (m) => m.integral as number, width: 10 },
        {
          header: { zh: '等级', en: 'Level' },
          value: (m, lang) => level(m.level as number, lang),
          width: 12,
        },
        { header: { zh: '推广人', en: 'Promoter' }, value: (m) => m.spreadName as string | null, width: 14 },
        {
          header: { zh: '状态', en: 'Status' },
          value: (m, lang) => status(m.status as number, lang),
          width: 8,
        },
        { header: { zh: '注册时间', en: 'Registered' }, value: (m) => m.createdAt as Date, width: 22 },
      ];
    },
  });

  r.post(`${MEMBERS_URL}/onStatus/:id`, {
    config: { access: company('member:edit') },
    schema: {
      tags: ['member'],
      params: idParam,
      body: contract.setStatus,
      response: { 200: contract.statusSet },
    },
    handler: async (req) => {
      await service.setStatus(companyCtx(req), req.params.id, req.body.status);
      return { message: t(req.lang, 'common.saved') };
    },
  });

  r.post(`${MEMBERS_URL}/money`, {
    config: { access: company('member:money') },
    schema: {
      tags: ['member'],
      body: contract.money,
      response: { 200: contract.moneySet },
    },
    handler: async (req) => ({
      ...(await service.adjustMoney(companyCtx(req), req.body)),
      message: t(req.lang, 'member.balanceChanged'),
    }),
  });

  r.post(`${MEMBERS_URL}/integral`, {
    config: { access: company('member:money') },
    schema: {
      tags: ['member'],
      body: contract.points,
      response: { 200: contract.pointsSet },
    },
    handler: async (req) => ({
      ...(await service.adjustPoints(companyCtx(req), req.body)),
      message: t(req.lang, 'member.balanceChanged'),
    }),
  });

  r.post(`${MEMBERS_URL}/spread`, {
    config: { access: company('member:edit') },
    schema: {
      tags: ['member'],
      body: contract.spread,
      response: { 200: contract.one },
    },
    handler: (req) => service.setSpread(companyCtx(req), req.body.uid, req.body.spreadUid),
  });

  r.get(`${MEMBERS_URL}/:id/ledger`, {
    config: { access: company('member:list') },
    schema: {
      tags: ['member'],
      params: idParam,
      querystring: contract.ledgerQuery,
      response: { 200: contract.ledger },
    },
    handler: (req) => service.ledgerOf(companyCtx(req), req.params.id, req.query),
  });
}
