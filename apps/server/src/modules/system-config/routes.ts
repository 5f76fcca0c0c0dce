import { messageSchema, pageQuerySchema, pageSchema } from '@hh/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { t } from '../../i18n/messages.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { audit } from '../../lib/audit.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { systemConfigs } from './schema.ts';

/** The known keys and what each accepts; the spec's defaults apply until a company saves its own. */
const KEYS = {
  store_self_mention: z.coerce.number().int().min(1).max(2),
  tengxun_map_key: z.string().trim().max(100),
  goods_low_stock: z.coerce.number().int().min(1).max(100000),
} as const;
const DEFAULTS: Record<keyof typeof KEYS, string> = {
  store_self_mention: '1',
  tengxun_map_key: '',
  goods_low_stock: '10',
};
type Key = keyof typeof KEYS;

async function save(tx: Tx, ctx: CompanyContext, entries: [Key, string][]) {
  for (const [menuName, value] of entries) {
    const [before] = await tx.select().from(systemConfigs).where(eq(systemConfigs.menuName, menuName));
    const [row] = before
      ? await tx
          .update(systemConfigs)
          .set({ value, updatedAt: new Date() })
          .where(eq(systemConfigs.id, before.id))
          .returning()
      : await tx.insert(systemConfigs).values({ menuName, value }).returning();
    await audit(tx, ctx, {
      entity: 'systemConfig',
      entityId: menuName,
      action: 'update',
      before,
      after: row,
    });
  }
}

export function systemConfigRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get('/api/systemConfig', {
    config: { access: company() },
    schema: {
      tags: ['systemConfig'],
      querystring: pageQuerySchema,
      response: {
        200: pageSchema(z.object({ id: z.number().nullable(), menuName: z.string(), value: z.string() })),
      },
    },
    handler: (req) =>
      inCompany(companyCtx(req), async (tx) => {
        const q = req.query;
        const saved = await tx.select().from(systemConfigs).orderBy(asc(systemConfigs.menuName));
        const missing = (Object.keys(DEFAULTS) as Key[])
          .filter((k) => !saved.some((s) => s.menuName === k))
          .map((menuName) => ({ id: null, menuName, value: DEFAULTS[menuName] }));
        const all = [...saved.map(({ id, menuName, value }) => ({ id, menuName, value })), ...missing];
        const [n] = await tx.select({ n: count() }).from(systemConfigs);
        return {
          content: all.slice(q.page * q.size, (q.page + 1) * q.size),
          totalElements: (n?.n ?? 0) + missing.length,
        };
      }),
  });

  r.post('/api/systemConfig', {
    config: { access: company('systemConfig:edit') },
    schema: {
      tags: ['systemConfig'],
      body: z.object({
        store_self_mention: KEYS.store_self_mention,
        tengxun_map_key: KEYS.tengxun_map_key.default(''),
      }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const ctx = companyCtx(req);
      await inCompany(ctx, (tx) =>
        save(tx, ctx, [
          ['store_self_mention', String(req.body.store_self_mention)],
          ['tengxun_map_key', req.body.tengxun_map_key],
        ]),
      );
      return { message: t(req.lang, 'config.saved') };
    },
  });

  r.put('/api/systemConfig', {
    config: { access: company('systemConfig:edit') },
    schema: {
      tags: ['systemConfig'],
      body: z.discriminatedUnion('menuName', [
        z.object({ menuName: z.literal('store_self_mention'), value: KEYS.store_self_mention }),
        z.object({ menuName: z.literal('tengxun_map_key'), value: KEYS.tengxun_map_key }),
        z.object({ menuName: z.literal('goods_low_stock'), value: KEYS.goods_low_stock }),
      ]),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const ctx = companyCtx(req);
      await inCompany(ctx, (tx) => save(tx, ctx, [[req.body.menuName, String(req.body.value)]]));
      return { message: t(req.lang, 'config.saved') };
    },
  });
}
