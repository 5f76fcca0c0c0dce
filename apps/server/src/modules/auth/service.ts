import type { authContract, loginResult } from '@hh/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany, inSystem, inUser } from '../../db/access.ts';
import type { Tokens } from '../../lib/auth-types.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { memberRoles, roleNameSql, roles } from '../roles/index.ts';
import { toUserDto, type UserDto, users } from '../users/index.ts';
import {
  accountKey,
  beginAttempt,
  checkSmsCode,
  consumeSmsCode,
  type SmsProvider,
  type SmsScene,
  sendSmsCode,
} from '../verification/index.ts';
import { checkCaptcha } from './captcha.ts';
import { revokedSessions } from './schema.ts';

export interface AuthDeps {
  tokens: Tokens;
  captchaEnabled: boolean;
}

type LoginResult = z.output<typeof loginResult>;

async function issue(
  deps: AuthDeps,
  user: typeof users.$inferSelect,
  rememberMe: boolean,
): Promise<LoginResult> {
  if (!user.enabled) throw badRequest('auth.userDisabled');
  const token = await deps.tokens.sign({ userId: user.id, companyId: null, rememberMe });
  return { token, user: toUserDto(user) };
}

export async function login(
  ctx: RequestContext,
  deps: AuthDeps,
  input: z.output<typeof authContract.login>,
): Promise<LoginResult> {
  if (deps.captchaEnabled) await checkCaptcha(ctx, input.uuid, input.code);
  const [user] = await inUser(ctx, (tx) =>
    tx
      .select()
      .from(users)
      .where(or(eq(users.username, input.username), eq(users.phone, input.username)))
      .limit(1),
  );
  const attempt = await beginAttempt(ctx, user ? accountKey.user(user.id) : accountKey.name(input.username));
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    throw badRequest('auth.badCredentials');
  }
  await attempt.succeeded();
  return issue(deps, user, input.rememberMe);
}

/**
 * Scenes that only make sense for a phone with an account: a code is delivered only then, but the
 * caller gets the same answer either way, so sending cannot tell whether a phone is registered.
 */
const KNOWN_PHONE_ONLY: ReadonlySet<SmsScene> = new Set<SmsScene>(['login', 'findPassword']);

/** The public "send me a code" call: captcha first, then the sending caps (see `sendSmsCode`). */
export async function requestSmsCode(
  ctx: RequestContext,
  deps: AuthDeps & { sms: SmsProvider },
  input: { phone: string; scene: SmsScene; uuid: string; code: string },
): Promise<string> {
  if (deps.captchaEnabled) await checkCaptcha(ctx, input.uuid, input.code);
  if (!KNOWN_PHONE_ONLY.has(input.scene)) return sendSmsCode(ctx, deps.sms, input.phone, input.scene);
  return sendSmsCode(ctx, deps.sms, input.phone, input.scene, {
    deliverIf: async (tx) =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1)).length > 0,
  });
}

/**
 * Checks an SMS code under the failure limits of its phone and of the caller's address. The code is
 * checked before anything about the phone's account is looked at, so a wrong code and an unknown
 * phone cannot be told apart. Returns the code's id, to be used up with the change it allows.
 */
async function verifiedCode(ctx: RequestContext, phone: string, scene: SmsScene, code: string) {
  const attempt = await beginAttempt(ctx, accountKey.sms(phone), { perAccount: true });
  const id = await checkSmsCode(ctx, phone, scene, code);
  return { id, attempt };
}

export async function loginByPhoneCode(
  ctx: RequestContext,
  deps: AuthDeps,
  input: z.output<typeof authContract.loginByPhone>,
): Promise<LoginResult> {
  const { id, attempt } = await verifiedCode(ctx, input.phone, 'login', input.code);
  const user = await inSystem(ctx, async (tx) => {
    const [found] = await tx.select().from(users).where(eq(users.phone, input.phone));
    if (!found) return undefined;
    await consumeSmsCode(tx, id);
    return found;
  });
  if (!user) throw badRequest('auth.smsWrong');
  await attempt.succeeded();
  return issue(deps, user, input.rememberMe);
}

export async function register(
  ctx: RequestContext,
  deps: AuthDeps,
  input: z.output<typeof authContract.register>,
): Promise<LoginResult> {
  const { id, attempt } = await verifiedCode(ctx, input.phone, 'register', input.code);
  await attempt.succeeded();
  const username = input.username ?? input.phone;
  const passwordHash = await hashPassword(input.password);
  // Only the phone's owner gets this far; a taken phone or name leaves the code usable for a retry.
  const user = await inSystem(ctx, async (tx) => {
    const taken = await tx
      .select({ username: users.username, phone: users.phone })
      .from(users)
      .where(or(eq(users.phone, input.phone), eq(users.username, username)));
    if (taken.some((u) => u.phone === input.phone)) throw conflict('auth.phoneTaken');
    if (taken.some((u) => u.username === username)) throw conflict('auth.usernameTaken');
    await consumeSmsCode(tx, id);
    const [inserted] = await tx
      .insert(users)
      .values({ username, phone: input.phone, nickName: input.nickName ?? username, passwordHash })
      .returning();
    return inserted!;
  });
  return issue(deps, user, false);
}

/** An unknown phone is answered exactly like a wrong code, and counts as a failure like one. */
export async function findPassword(
  ctx: RequestContext,
  input: z.output<typeof authContract.findPassword>,
): Promise<void> {
  const { id, attempt } = await verifiedCode(ctx, input.phone, 'findPassword', input.code);
  const passwordHash = await hashPassword(input.password);
  const changed = await inSystem(ctx, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (!user) return false;
    await consumeSmsCode(tx, id);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return true;
  });
  if (!changed) throw badRequest('auth.smsWrong');
  await attempt.succeeded();
}

export async function currentUser(ctx: UserContext): Promise<UserDto> {
  const [user] = await inUser(ctx, (tx) => tx.select().from(users).where(eq(users.id, ctx.principal.userId)));
  if (!user) throw notFound();
  return toUserDto(user);
}

export async function rolesOfUser(ctx: UserContext, userId: number) {
  const { companyId } = ctx.principal;
  if (companyId === null) {
    if (userId !== ctx.principal.userId) throw forbidden('error.noCompany');
    return [];
  }
  return inCompany({ ...ctx, principal: { ...ctx.principal, companyId } }, (tx) =>
    tx
      .select({ id: roles.id, name: roleNameSql(ctx.lang), level: roles.level })
      .from(memberRoles)
      .innerJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(and(eq(memberRoles.userId, userId)))
      .orderBy(roles.level),
  );
}

export async function logout(ctx: UserContext, deps: AuthDeps): Promise<void> {
  const expiresAt = new Date(Date.now() + deps.tokens.ttlSeconds(true) * 1000);
  await inUser(ctx, async (tx) => {
    await tx.delete(revokedSessions).where(sql`${revokedSessions.expiresAt} < now()`);
    await tx
      .insert(revokedSessions)
      .values({ sid: ctx.principal.sessionId, userId: ctx.principal.userId, expiresAt })
      .onConflictDoNothing();
  });
}
