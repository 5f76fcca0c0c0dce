import { messageSchema, mobile, password, smsCode, username } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '../../i18n/messages.ts';
import { publicAccess, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { userCtx } from '../../plugins/auth.ts';
import { userSchema } from '../users/dto.ts';
import { createCaptcha } from './captcha.ts';
import * as auth from './service.ts';
import { PUBLIC_SMS_SCENES } from './sms.ts';

const loginResult = z.object({ token: z.string(), user: userSchema });

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const authDeps = { tokens: deps.tokens, captchaEnabled: deps.config.CAPTCHA, sms: deps.sms };

  r.get('/auth/code', {
    config: { access: publicAccess },
    schema: { tags: ['auth'], response: { 200: z.object({ img: z.string(), uuid: z.string() }) } },
    handler: (req) => createCaptcha(req.ctx),
  });

  r.post('/auth/login', {
    config: { access: publicAccess },
    schema: {
      tags: ['auth'],
      body: z.object({
        username: z.string().trim().min(1, 'msg:required').max(64),
        password: z.string().min(1, 'msg:required').max(64),
        code: z.string().max(10).default(''),
        uuid: z.string().max(64).default(''),
        rememberMe: z.boolean().default(false),
      }),
      response: { 200: loginResult },
    },
    handler: (req) => auth.login(req.ctx, authDeps, req.body),
  });

  r.post('/auth/sms/send', {
    config: { access: publicAccess },
    schema: {
      tags: ['auth'],
      body: z.object({
        phone: mobile(),
        scene: z.enum(PUBLIC_SMS_SCENES),
        uuid: z.string().max(64).default(''),
        code: z.string().max(10).default(''),
      }),
      response: { 200: z.object({ message: z.string(), code: z.string().optional() }) },
    },
    handler: async (req) => {
      const code = await auth.requestSmsCode(req.ctx, authDeps, req.body);
      return { message: t(req.lang, 'auth.smsSent'), ...(deps.sms.echoes ? { code } : {}) };
    },
  });

  r.post('/auth/loginPhoneCode', {
    config: { access: publicAccess },
    schema: {
      tags: ['auth'],
      body: z.object({ phone: mobile(), code: smsCode(), rememberMe: z.boolean().default(false) }),
      response: { 200: loginResult },
    },
    handler: (req) => auth.loginByPhoneCode(req.ctx, authDeps, req.body),
  });

  r.post('/auth/userRegister', {
    config: { access: publicAccess },
    schema: {
      tags: ['auth'],
      body: z.object({
        phone: mobile(),
        code: smsCode(),
        password: password(),
        username: username().optional(),
        nickName: z.string().trim().min(1).max(32).optional(),
      }),
      response: { 200: loginResult },
    },
    handler: (req) => auth.register(req.ctx, authDeps, req.body),
  });

  r.post('/auth/findPassword', {
    config: { access: publicAccess },
    schema: {
      tags: ['auth'],
      body: z.object({ phone: mobile(), code: smsCode(), password: password() }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      await auth.findPassword(req.ctx, req.body);
      return { message: t(req.lang, 'auth.passwordReset') };
    },
  });

  r.get('/auth/info', {
    config: { access: signedIn, cache: { tables: [] } },
    schema: { tags: ['auth'], response: { 200: z.object({ user: userSchema, roles: z.array(z.string()) }) } },
    handler: async (req) => {
      const ctx = userCtx(req);
      return { user: await auth.currentUser(ctx), roles: ctx.principal.permissions };
    },
  });

  r.get('/auth/getUserRole', {
    config: { access: signedIn },
    schema: {
      tags: ['auth'],
      querystring: z.object({ userId: z.coerce.number().int().positive() }),
      response: { 200: z.array(z.object({ id: z.number(), name: z.string(), level: z.number() })) },
    },
    handler: (req) => auth.rolesOfUser(userCtx(req), req.query.userId),
  });

  r.delete('/auth/logout', {
    config: { access: signedIn },
    schema: { tags: ['auth'], response: { 200: messageSchema } },
    handler: async (req, reply) => {
      await auth.logout(userCtx(req), authDeps);
      reply.clearCookie('HH-TOEKN', { path: '/' });
      return { message: t(req.lang, 'auth.loggedOut') };
    },
  });
}
