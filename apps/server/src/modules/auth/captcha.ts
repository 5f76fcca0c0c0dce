import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { inSystem } from '../../db/access.ts';
import type { RequestContext } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { captchas } from './schema.ts';

const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export async function createCaptcha(ctx: RequestContext): Promise<{ img: string; uuid: string }> {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0o1ilI',
    width: 111,
    height: 36,
    fontSize: 36,
  });
  const uuid = randomUUID();
  await inSystem(ctx, async (tx) => {
    await tx.delete(captchas).where(lt(captchas.expiresAt, new Date()));
    await tx.insert(captchas).values({
      uuid,
      code: text.toLowerCase(),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    });
  });
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, uuid };
}

/** Single use: the code is consumed whether it matches or not. */
export async function checkCaptcha(ctx: RequestContext, uuid: string, code: string): Promise<void> {
  const [row] = await inSystem(ctx, (tx) =>
    tx
      .delete(captchas)
      .where(and(eq(captchas.uuid, uuid), gt(captchas.expiresAt, new Date())))
      .returning(),
  );
  if (!row) throw badRequest('auth.captchaExpired');
  if (row.code !== code.trim().toLowerCase()) throw badRequest('auth.captchaWrong');
}
