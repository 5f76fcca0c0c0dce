import { and, eq, or, sql } from 'drizzle-orm';
import { inCompany, inUser } from '../../db/access.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { memberRoles, roles } from '../roles/schema.ts';
import { toUserDto, type UserDto } from '../users/dto.ts';
import { users } from '../users/schema.ts';
import { checkCaptcha } from './captcha.ts';
import { assertNotLocked, recordFailure } from './login-limit.ts';
import { revokedSessions } from './schema.ts';
import { useSmsCode } from './sms.ts';
import type { TokenService } from './tokens.ts';

export interface AuthDeps {
  tokens: TokenService;
  captchaEnabled: boolean;
}

export interface LoginResult {
  token: string;
  user: UserDto;
}

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
  input: { username: string; password: string; code: string; uuid: string; rememberMe: boolean },
): Promise<LoginResult> {
  await assertNotLocked(ctx, input.username);
  if (deps.captchaEnabled) await checkCaptcha(ctx, input.uuid, input.code);
  const [user] = await inUser(ctx, (tx) =>
    tx
      .select()
      .from(users)
      .where(or(eq(users.username, input.username), eq(users.phone, input.username)))
      .limit(1),
  );
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await recordFailure(ctx, input.username);
    throw badRequest('auth.badCredentials');
  }
  return issue(deps, user, input.rememberMe);
}

export async function loginByPhoneCode(
  ctx: RequestContext,
  deps: AuthDeps,
  input: { phone: string; code: string; rememberMe: boolean },
): Promise<LoginResult> {
  await assertNotLocked(ctx, input.phone);
  try {
    await useSmsCode(ctx, input.phone, 'login', input.code);
  } catch (err) {
    await recordFailure(ctx, input.phone);
    throw err;
  }
  const [user] = await inUser(ctx, (tx) => tx.select().from(users).where(eq(users.phone, input.phone)));
  if (!user) throw badRequest('auth.phoneUnknown');
  return issue(deps, user, input.rememberMe);
}

export async function register(
  ctx: RequestContext,
  deps: AuthDeps,
  input: { phone: string; code: string; password: string; username?: string; nickName?: string },
): Promise<LoginResult> {
  const username = input.username ?? input.phone;
  const taken = await inUser(ctx, (tx) =>
    tx
      .select({ username: users.username, phone: users.phone })
      .from(users)
      .where(or(eq(users.phone, input.phone), eq(users.username, username))),
  );
  if (taken.some((u) => u.phone === input.phone)) throw conflict('auth.phoneTaken');
  if (taken.some((u) => u.username === username)) throw conflict('auth.usernameTaken');
  await useSmsCode(ctx, input.phone, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  const [user] = await inUser(ctx, (tx) =>
    tx
      .insert(users)
      .values({ username, phone: input.phone, nickName: input.nickName ?? username, passwordHash })
      .returning(),
  );
  return issue(deps, user!, false);
}

export async function findPassword(
  ctx: RequestContext,
  input: { phone: string; code: string; password: string },
): Promise<void> {
  const [user] = await inUser(ctx, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)),
  );
  if (!user) throw badRequest('auth.phoneUnknown');
  await useSmsCode(ctx, input.phone, 'findPassword', input.code);
  const passwordHash = await hashPassword(input.password);
  await inUser(ctx, (tx) =>
    tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id)),
  );
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
      .select({ id: roles.id, name: roles.name, level: roles.level })
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
