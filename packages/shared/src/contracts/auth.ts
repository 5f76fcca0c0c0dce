import { z } from 'zod';
import { messageSchema, mobile, password, smsCode, username } from './common.ts';
import { staffRole, userDto } from './users.ts';

export { AUTH_URL } from '../first-urls.ts';

/** Scenes anyone may ask a code for; the others are sent by signed-in routes only. */
export const PUBLIC_SMS_SCENES = ['login', 'register', 'findPassword'] as const;
export type PublicSmsScene = (typeof PUBLIC_SMS_SCENES)[number];

export const loginResult = z.object({ token: z.string(), user: userDto });

export const authContract = {
  captcha: z.object({ img: z.string(), uuid: z.string() }),
  login: z.object({
    username: z.string().trim().min(1, 'msg:required').max(64),
    password: z.string().min(1, 'msg:required').max(64),
    code: z.string().max(10).default(''),
    uuid: z.string().max(64).default(''),
    rememberMe: z.boolean().default(false),
  }),
  loginResult,
  sendSms: z.object({
    phone: mobile(),
    scene: z.enum(PUBLIC_SMS_SCENES),
    uuid: z.string().max(64).default(''),
    code: z.string().max(10).default(''),
  }),
  smsSent: z.object({ message: z.string(), code: z.string().optional() }),
  loginByPhone: z.object({ phone: mobile(), code: smsCode(), rememberMe: z.boolean().default(false) }),
  register: z.object({
    phone: mobile(),
    code: smsCode(),
    password: password(),
    username: username().optional(),
    nickName: z.string().trim().min(1).max(32).optional(),
  }),
  findPassword: z.object({ phone: mobile(), code: smsCode(), password: password() }),
  message: messageSchema,
  info: z.object({ user: userDto, roles: z.array(z.string()) }),
  userRolesQuery: z.object({ userId: z.coerce.number().int().positive() }),
  userRoles: z.array(staffRole),
};
