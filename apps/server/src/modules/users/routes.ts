import {
  dateParam,
  email,
  idList,
  messageSchema,
  mobile,
  pageQuerySchema,
  pageSchema,
  password,
  smsCode,
  timestamp,
  username,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '../../i18n/messages.ts';
import { company, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { readUpload, UPLOAD_KINDS } from '../../lib/uploads.ts';
import { EXPORT_BATCH, sendXlsx } from '../../lib/xlsx.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import { limitPasswordTries } from '../auth/login-limit.ts';
import { sendSmsCode } from '../auth/sms.ts';
import { userSchema } from './dto.ts';
import { invitationRoutes } from './invitation-routes.ts';
import * as service from './service.ts';

const staffInput = z.object({
  username: username(),
  nickName: z.string().trim().min(1, 'msg:required').max(32),
  phone: mobile(),
  email: email().nullable().default(null),
  enabled: z.boolean().default(true),
  roles: z.array(z.number().int().positive()).max(50).default([]),
});

const staffRow = userSchema.extend({
  createTime: timestamp().optional(),
  roles: z.array(z.object({ id: z.number(), name: z.string(), level: z.number() })),
});

const staffSaved = userSchema.extend({ roles: z.array(z.number()) });

/** An existing person was invited: nothing about them is told back. */
const staffInvited = z.object({ invited: z.literal(true), message: z.string() });

const staffFilter = {
  blurry: z.string().trim().max(50).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  createTime: z.array(dateParam()).length(2).optional(),
};

const range = (v: Date[] | undefined) => v as [Date, Date] | undefined;

export function userRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  invitationRoutes(app);

  r.get('/api/users', {
    config: { access: company('user:list'), cache: { tables: service.STAFF_TABLES } },
    schema: {
      tags: ['users'],
      querystring: pageQuerySchema.extend(staffFilter),
      response: { 200: pageSchema(staffRow) },
    },
    handler: (req) =>
      service.listStaff(companyCtx(req), { ...req.query, createTime: range(req.query.createTime) }),
  });

  r.get('/api/users/download', {
    config: { access: company('user:list') },
    schema: { tags: ['users'], querystring: z.object(staffFilter) },
    handler: (req, reply) => {
      const ctx = companyCtx(req);
      const filter = { ...req.query, createTime: range(req.query.createTime) };
      const status = (enabled: boolean) =>
        enabled ? (req.lang === 'zh' ? '启用' : 'Enabled') : req.lang === 'zh' ? '停用' : 'Disabled';
      return sendXlsx<service.StaffRow>(req, reply, {
        title: { zh: '员工管理', en: 'Staff' },
        columns: [
          { header: { zh: 'ID', en: 'ID' }, value: (u) => u.id, width: 10 },
          { header: { zh: '用户名', en: 'Username' }, value: (u) => u.username },
          { header: { zh: '昵称', en: 'Nickname' }, value: (u) => u.nickName },
          { header: { zh: '手机号', en: 'Phone' }, value: (u) => u.phone },
          { header: { zh: '邮箱', en: 'Email' }, value: (u) => u.email, width: 26 },
          { header: { zh: '角色', en: 'Roles' }, value: (u) => u.roles.map((r) => r.name).join(', ') },
          { header: { zh: '状态', en: 'Status' }, value: (u) => status(u.enabled) },
          { header: { zh: '加入时间', en: 'Joined' }, value: (u) => u.createTime, width: 22 },
        ],
        batch: (after) => service.staffBatch(ctx, filter, after, EXPORT_BATCH),
      });
    },
  });

  r.post('/api/users', {
    config: { access: company('user:add') },
    schema: {
      tags: ['users'],
      body: staffInput.extend({ password: password() }),
      response: { 200: z.union([staffSaved, staffInvited]) },
    },
    handler: (req) => service.createStaff(companyCtx(req), req.body),
  });

  r.put('/api/users', {
    config: { access: company('user:edit') },
    schema: {
      tags: ['users'],
      body: staffInput.extend({ id: z.number().int().positive() }),
      response: { 200: staffSaved },
    },
    handler: (req) => {
      const { id, ...input } = req.body;
      return service.updateStaff(companyCtx(req), id, input);
    },
  });

  r.delete('/api/users', {
    config: { access: company('user:del') },
    schema: { tags: ['users'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeStaff(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.put('/api/users/resetPwd', {
    config: { access: company('user:edit') },
    schema: {
      tags: ['users'],
      body: z.object({ ids: idList, password: password() }),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await service.resetPasswords(companyCtx(req), req.body.ids, req.body.password);
      return reply.code(204).send(null);
    },
  });

  r.put('/api/users/center', {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      body: z.object({
        nickName: z.string().trim().min(1, 'msg:required').max(32),
        phone: mobile(),
        email: email().nullable().default(null),
        /** The code sent to the new phone; needed only when the phone changes. */
        code: smsCode().optional(),
      }),
      response: { 200: userSchema },
    },
    handler: (req) => service.updateProfile(userCtx(req), req.body),
  });

  r.post('/api/users/center/sms', {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      body: z.object({ phone: mobile() }),
      response: { 200: z.object({ message: z.string(), code: z.string().optional() }) },
    },
    handler: async (req) => {
      const ctx = userCtx(req);
      await service.assertPhoneChangeable(ctx, req.body.phone);
      const code = await sendSmsCode(ctx, deps.sms, req.body.phone, 'changePhone');
      return { message: t(req.lang, 'auth.smsSent'), ...(deps.sms.echoes ? { code } : {}) };
    },
  });

  r.post('/api/users/updatePass', {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      body: z.object({ oldPass: z.string().min(1, 'msg:required').max(64), newPass: password() }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      await limitPasswordTries(userCtx(req), () =>
        service.changePassword(userCtx(req), req.body.oldPass, req.body.newPass),
      );
      return { message: t(req.lang, 'auth.passwordChanged') };
    },
  });

  r.post('/api/users/updateAvatar', {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ avatar: z.string() }) },
    },
    handler: async (req) => {
      const file = await readUpload(req, UPLOAD_KINDS.avatar, `u${userCtx(req).principal.userId}`, 'avatar');
      await deps.storage.put(file.key, file.buffer, file.mime);
      const avatar = deps.storage.publicUrl(file.key);
      await service.setAvatar(userCtx(req), avatar);
      return { avatar };
    },
  });
}
