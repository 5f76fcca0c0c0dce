import {
  dateParam,
  idParam,
  messageSchema,
  mobile,
  moneyAmount,
  pageQuerySchema,
  pageSchema,
  timestamp,
} from '@hh/shared';
import { eq, gte, ilike, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { t } from '../../i18n/messages.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { audit } from '../../lib/audit.ts';
import { crudRoutes } from '../../lib/crud.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { contains } from '../../lib/list.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { LEDGER_KINDS, members } from './schema.ts';
import * as service from './service.ts';

const memberInput = z.object({
  nickname: z.string().trim().min(1, 'msg:required').max(40),
  realName: z.string().trim().max(40).nullable().default(null),
  phone: mobile().nullable().default(null),
  avatar: z.string().trim().max(500).nullable().default(null),
  sex: z.number().int().min(0).max(2).default(0),
  level: z.number().int().min(0).max(99).default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  remark: z.string().trim().max(500).nullable().default(null),
});

const memberRow = z.object({
  uid: z.number(),
  nickname: z.string(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  sex: z.number(),
  level: z.number(),
  nowMoney: z.string(),
  brokeragePrice: z.string(),
  integral: z.number(),
  spreadUid: z.number().nullable(),
  spreadTime: timestamp().nullable(),
  status: z.number(),
  userType: z.string(),
  remark: z.string().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const ledgerRow = z.object({
  id: z.number(),
  uid: z.number(),
  kind: z.enum(LEDGER_KINDS),
  change: z.string(),
  balance: z.string(),
  reason: z.string(),
  operatorId: z.number().nullable(),
  createdAt: timestamp(),
});

export function memberRoutes(app: FastifyInstance) {
  const r = typed(app);

  crudRoutes(app, {
    url: '/api/user',
    idField: 'uid',
    table: members,
    entity: 'member',
    permission: 'member',
    title: { zh: '会员列表', en: 'Members' },
    input: memberInput,
    row: memberRow,
    filters: {
      blurry: z.string().trim().max(50).optional(),
      status: z.coerce.number().int().min(0).max(1).optional(),
      level: z.coerce.number().int().min(0).max(99).optional(),
      spreadUid: z.coerce.number().int().positive().optional(),
      createTime: z.array(dateParam()).length(2).optional(),
    },
    where: (f) => [
      f.blurry
        ? or(
            ilike(members.nickname, contains(f.blurry)),
            ilike(members.phone, contains(f.blurry)),
            ilike(members.realName, contains(f.blurry)),
          )
        : undefined,
      f.status === undefined ? undefined : eq(members.status, f.status),
      f.level === undefined ? undefined : eq(members.level, f.level),
      f.spreadUid === undefined ? undefined : eq(members.spreadUid, f.spreadUid),
      f.createTime ? gte(members.createdAt, f.createTime[0]!) : undefined,
      f.createTime ? lte(members.createdAt, f.createTime[1]!) : undefined,
    ],
    sortable: {
      uid: members.uid,
      id: members.uid,
      nowMoney: members.nowMoney,
      integral: members.integral,
      createTime: members.createdAt,
    },
    toValues: async (input, tx, uid) => {
      if (input.phone) {
        const [clash] = await tx
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.phone, input.phone));
        if (clash && clash.uid !== uid) throw conflict('member.phoneTaken');
      }
      return input;
    },
    beforeDelete: service.detachMembers,
    columns: [
      { header: { zh: '会员ID', en: 'UID' }, value: (m) => m.uid as number, width: 10 },
      { header: { zh: '昵称', en: 'Nickname' }, value: (m) => m.nickname as string },
      { header: { zh: '姓名', en: 'Name' }, value: (m) => m.realName as string | null },
      { header: { zh: '手机号', en: 'Phone' }, value: (m) => m.phone as string | null },
      { header: { zh: '余额', en: 'Balance' }, value: (m) => Number(m.nowMoney), width: 12 },
      { header: { zh: '积分', en: 'Points' }, value: (m) => m.integral as number, width: 10 },
      { header: { zh: '等级', en: 'Level' }, value: (m) => m.level as number, width: 8 },
      { header: { zh: '推广人', en: 'Promoter' }, value: (m) => m.spreadUid as number | null, width: 10 },
      { header: { zh: '状态', en: 'Status' }, value: (m) => m.status as number, width: 8 },
      { header: { zh: '注册时间', en: 'Registered' }, value: (m) => m.createdAt as Date, width: 22 },
    ],
  });

  r.delete('/api/user/:id', {
    config: { access: company('member:del') },
    schema: { tags: ['member'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      await inCompany(ctx, async (tx) => {
        const [before] = await tx.select().from(members).where(eq(members.uid, req.params.id));
        if (!before) throw notFound();
        await service.detachMembers(tx, [before.uid]);
        await tx.delete(members).where(eq(members.uid, before.uid));
        await audit(tx, ctx, { entity: 'member', entityId: before.uid, action: 'delete', before });
      });
      return reply.code(204).send(null);
    },
  });

  r.post('/api/user/onStatus/:id', {
    config: { access: company('member:edit') },
    schema: {
      tags: ['member'],
      params: idParam,
      body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      await service.setStatus(companyCtx(req), req.params.id, req.body.status);
      return { message: t(req.lang, 'common.saved') };
    },
  });

  r.post('/api/user/money', {
    config: { access: company('member:money') },
    schema: {
      tags: ['member'],
      body: z.object({
        uid: z.number().int().positive(),
        ptype: z.union([z.literal(1), z.literal(2)]),
        money: moneyAmount(),
        remark: z.string().trim().min(1, 'msg:required').max(200),
      }),
      response: { 200: z.object({ uid: z.number(), nowMoney: z.string(), message: z.string() }) },
    },
    handler: async (req) => ({
      ...(await service.adjustMoney(companyCtx(req), req.body)),
      message: t(req.lang, 'member.balanceChanged'),
    }),
  });

  r.post('/api/user/integral', {
    config: { access: company('member:money') },
    schema: {
      tags: ['member'],
      body: z.object({
        uid: z.number().int().positive(),
        ptype: z.union([z.literal(1), z.literal(2)]),
        integral: z.number().int().min(1).max(10_000_000),
        remark: z.string().trim().min(1, 'msg:required').max(200),
      }),
      response: { 200: z.object({ uid: z.number(), integral: z.number(), message: z.string() }) },
    },
    handler: async (req) => ({
      ...(await service.adjustPoints(companyCtx(req), req.body)),
      message: t(req.lang, 'member.balanceChanged'),
    }),
  });

  r.post('/api/user/spread', {
    config: { access: company('member:edit') },
    schema: {
      tags: ['member'],
      body: z.object({ uid: z.number().int().positive(), spreadUid: z.number().int().min(0) }),
      response: { 200: memberRow },
    },
    handler: (req) => service.setSpread(companyCtx(req), req.body.uid, req.body.spreadUid),
  });

  r.get('/api/user/:id/ledger', {
    config: { access: company('member:list') },
    schema: {
      tags: ['member'],
      params: idParam,
      querystring: pageQuerySchema.extend({ kind: z.enum(LEDGER_KINDS).optional() }),
      response: { 200: pageSchema(ledgerRow) },
    },
    handler: (req) => service.ledgerOf(companyCtx(req), req.params.id, req.query),
  });
}
