import { authContract as contract } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { t } from '../../i18n/messages.ts';
import { publicAccess, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { userCtx } from '../../plugins/auth.ts';
import { createCaptcha } from './captcha.ts';
import * as auth from './service.ts';

/** A public auth route taking a JSON body and answering 200 with the given schema. */
const publicJson = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
  config: { access: publicAccess },
  schema: { tags: ['auth'], body, response: { 200: answer } },
});

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const authDeps = { tokens: deps.tokens, captchaEnabled: deps.config.CAPTCHA, sms: deps.sms };

  r.get('/auth/code', {
    config: { access: publicAccess },
    // The captcha's picture is ~12 kB of base64 that compresses to ~5: a third of the sign-in page's budget.
    compress: { threshold: 1024 },
    schema: { tags: ['auth'], response: { 200: contract.captcha } },
    handler: (req) => createCaptcha(req.ctx),
  });

  r.post('/auth/login', {
    ...publicJson(contract.login, contract.loginResult),
    handler: (req) => auth.login(req.ctx, authDeps, req.body),
  });

  r.post('/auth/sms/send', {
    ...publicJson(contract.sendSms, contract.smsSent),
    handler: async (req) => {
      const code = await auth.requestSmsCode(req.ctx, authDeps, req.body);
      return { message: t(req.lang, 'auth.smsSent'), ...(deps.sms.echoes ? { code } : {}) };
    },
  });

  r.post('/auth/loginPhoneCode', {
    ...publicJson(contract.loginByPhone, contract.loginResult),
    handler: (req) => auth.loginByPhoneCode(req.ctx, authDeps, req.body),
  });

  r.post('/auth/userRegister', {
    ...publicJson(contract.register, contract.loginResult),
    handler: (req) => auth.register(req.ctx, authDeps, req.body),
  });

  r.post('/auth/findPassword', {
    ...publicJson(contract.findPassword, contract.message),
    handler: async (req) => {
      await auth.findPassword(req.ctx, req.body);
      return { message: t(req.lang, 'auth.passwordReset') };
    },
  });

  r.get('/auth/info', {
    config: { access: signedIn, cache: { tables: [] } },
    schema: { tags: ['auth'], response: { 200: contract.info } },
    handler: async (req) => {
      const ctx = userCtx(req);
      return { user: await auth.currentUser(ctx), roles: ctx.principal.permissions };
    },
  });

  r.get('/auth/getUserRole', {
    config: { access: signedIn },
    schema: {
      tags: ['auth'],
      querystring: contract.userRolesQuery,
      response: { 200: contract.userRoles },
    },
    handler: (req) => auth.rolesOfUser(userCtx(req), req.query.userId),
  });

  r.delete('/auth/logout', {
    config: { access: signedIn },
    schema: { tags: ['auth'], response: { 200: contract.message } },
    handler: async (req, reply) => {
      await auth.logout(userCtx(req), authDeps);
      reply.clearCookie('HH-TOEKN', { path: '/' });
      return { message: t(req.lang, 'auth.loggedOut') };
    },
  });
}
