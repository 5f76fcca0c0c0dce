import { usersContract as contract, idParam, USER_CENTER_URL, USERS_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '../../i18n/messages.ts';
import { company, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { readUpload, UPLOAD_KINDS } from '../../lib/uploads.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import { EXPORT_BATCH, sendXlsx } from '../../plugins/xlsx.ts';
import { limitPasswordTries, sendSmsCode } from '../verification/index.ts';
import { companiesOfPersonRoutes } from './companies-of-person-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import * as service from './service.ts';

const range = (v: Date[] | undefined) => v as [Date, Date] | undefined;

export function userRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  invitationRoutes(app);
  companiesOfPersonRoutes(app);

  r.get(USERS_URL, {
    config: { access: company('user:list'), cache: { tables: service.STAFF_TABLES } },
    schema: {
      tags: ['users'],
      querystring: contract.listQuery,
      response: { 200: contract.list },
    },
    handler: (req) =>
      service.listStaff(companyCtx(req), { ...req.query, createTime: range(req.query.createTime) }),
  });

  r.get(`${USERS_URL}/download`, {
    config: { access: company('user:list') },
    schema: { tags: ['users'], querystring: contract.exportQuery },
    handler: (req, reply) => {
      const ctx = companyCtx(req);
      const filter = { ...req.query, createTime: range(req.query.createTime) };
      const status = (enabled: boolean) =>
        enabled ? (req.lang === 'zh' ? '启用' : 'Enabled') : req.lang === 'zh' ? '停用' : 'Disabled';
      return sendXlsx<service.StaffRow>(req, reply, {
        ctx,
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

  r.post(USERS_URL, {
    config: { access: company('user:add') },
    schema: {
      tags: ['users'],
      body: contract.create,
      response: { 200: contract.created },
    },
    handler: (req) => service.createStaff(companyCtx(req), req.body),
  });

  r.put(USERS_URL, {
    config: { access: company('user:edit') },
    schema: {
      tags: ['users'],
      body: contract.update,
      response: { 200: contract.saved },
    },
    handler: (req) => {
      const { id, ...input } = req.body;
      return service.updateStaff(companyCtx(req), id, input);
    },
  });

  r.delete(USERS_URL, {
    config: { access: company('user:del') },
    schema: { tags: ['users'], body: contract.remove, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeStaff(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${USERS_URL}/:id`, {
    config: { access: company('user:del') },
    schema: { tags: ['users'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.removeStaff(companyCtx(req), [req.params.id]);
      return reply.code(204).send(null);
    },
  });

  r.put(`${USERS_URL}/resetPwd`, {
    config: { access: company('user:edit') },
    schema: {
      tags: ['users'],
      body: contract.resetPasswords,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await service.resetPasswords(companyCtx(req), req.body.ids, req.body.password);
      return reply.code(204).send(null);
    },
  });

  r.put(USER_CENTER_URL, {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      body: contract.profile,
      response: { 200: contract.user },
    },
    handler: (req) => service.updateProfile(userCtx(req), req.body),
  });

  r.post(`${USER_CENTER_URL}/sms`, {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      body: contract.phoneCode,
      response: { 200: contract.codeSent },
    },
    handler: async (req) => {
      const ctx = userCtx(req);
      await service.assertPhoneChangeable(ctx, req.body.phone);
      const code = await sendSmsCode(ctx, deps.sms, req.body.phone, 'changePhone');
      return { message: t(req.lang, 'auth.smsSent'), ...(deps.sms.echoes ? { code } : {}) };
    },
  });

  r.post(`${USERS_URL}/updatePass`, {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      body: contract.changePassword,
      response: { 200: contract.message },
    },
    handler: async (req) => {
      await limitPasswordTries(userCtx(req), () =>
        service.changePassword(userCtx(req), req.body.oldPass, req.body.newPass),
      );
      return { message: t(req.lang, 'auth.passwordChanged') };
    },
  });

  r.post(`${USERS_URL}/updateAvatar`, {
    config: { access: signedIn },
    schema: {
      tags: ['users'],
      consumes: ['multipart/form-data'],
      response: { 200: contract.avatar },
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
