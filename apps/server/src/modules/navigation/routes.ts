import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { audit } from '../../lib/audit.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { navColors, navItems } from './schema.ts';

/** The spec's default colours and the four default entries (negative ids until saved). */
export const DEFAULT_COLORS = {
  background: '#FFFFFF',
  iconColor: '#939393',
  activeIconColor: '#FF7C61',
  textColor: '#AEAEAE',
  activeTextColor: '#FF7C61',
};

export const DEFAULT_ITEMS = [
  { id: -1, navName: '首页', navUrl: '/pages/index/index', navIcon: 'builtin:home', isHome: 1 },
  { id: -2, navName: '分类', navUrl: '/pages/category/index', navIcon: 'builtin:category', isHome: 0 },
  { id: -3, navName: '订单列表', navUrl: '/pages/order/list', navIcon: 'builtin:order', isHome: 0 },
  { id: -4, navName: '个人中心', navUrl: '/pages/user/index', navIcon: 'builtin:user', isHome: 0 },
].map((item, i) => ({ ...item, navActiveIcon: '', navSort: i + 1, json: '{}' }));

const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'msg:color');
const colorsSchema = z.object({
  background: color,
  iconColor: color,
  activeIconColor: color,
  textColor: color,
  activeTextColor: color,
});

const itemInput = z.object({
  id: z.number().int().optional(),
  navName: z.string().trim().min(1, 'msg:navName').max(10),
  navUrl: z.string().trim().min(1, 'msg:navUrl').max(300),
  navIcon: z.string().trim().max(500).default(''),
  navActiveIcon: z.string().trim().max(500).default(''),
  json: z.string().max(5000).default('{}'),
  isHome: z.union([z.literal(0), z.literal(1)]).default(0),
});

const itemRow = itemInput.extend({
  id: z.number(),
  navSort: z.number(),
  navIcon: z.string(),
  navActiveIcon: z.string(),
});
const stateSchema = z.object({
  terminal: z.number(),
  saved: z.boolean(),
  items: z.array(itemRow),
  colors: colorsSchema,
});

const terminal = z.coerce.number().int().min(1).max(9).default(3);

async function load(tx: Tx, term: number) {
  const items = await tx
    .select()
    .from(navItems)
    .where(eq(navItems.terminal, term))
    .orderBy(asc(navItems.navSort), asc(navItems.id));
  const [colors] = await tx.select().from(navColors).where(eq(navColors.terminal, term));
  const saved = items.length > 0 || Boolean(colors);
  return {
    terminal: term,
    saved,
    items: saved
      ? items.map(({ id, navName, navUrl, navIcon, navActiveIcon, navSort, json, isHome }) => ({
          id,
          navName,
          navUrl,
          navIcon,
          navActiveIcon,
          navSort,
          json,
          isHome: isHome === 1 ? (1 as const) : (0 as const),
        }))
      : DEFAULT_ITEMS.map((i) => ({ ...i, isHome: i.isHome === 1 ? (1 as const) : (0 as const) })),
    colors: colors
      ? {
          background: colors.background,
          iconColor: colors.iconColor,
          activeIconColor: colors.activeIconColor,
          textColor: colors.textColor,
          activeTextColor: colors.activeTextColor,
        }
      : DEFAULT_COLORS,
  };
}

/** Replaces the terminal's navigation with the given entries in order, navSort 1..n. */
async function save(
  ctx: CompanyContext,
  term: number,
  items: z.output<typeof itemInput>[],
  colors: z.output<typeof colorsSchema>,
) {
  return inCompany(ctx, async (tx) => {
    const before = await load(tx, term);
    const kept = new Set(items.flatMap((i) => (i.id && i.id > 0 ? [i.id] : [])));
    const existing = await tx.select({ id: navItems.id }).from(navItems).where(eq(navItems.terminal, term));
    const gone = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
    if (gone.length) await tx.delete(navItems).where(inArray(navItems.id, gone));
    const homes = items.filter((i) => i.isHome === 1).length;
    for (const [i, item] of items.entries()) {
      const values = {
        terminal: term,
        navName: item.navName,
        navUrl: item.navUrl,
        navIcon: item.navIcon,
        navActiveIcon: item.navActiveIcon,
        navSort: i + 1,
        json: item.json,
        isHome: homes === 0 && i === 0 ? 1 : item.isHome,
        updatedAt: new Date(),
      };
      const known = item.id && existing.some((e) => e.id === item.id);
      if (known) await tx.update(navItems).set(values).where(eq(navItems.id, item.id!));
      else await tx.insert(navItems).values(values);
    }
    await tx
      .insert(navColors)
      .values({ terminal: term, ...colors })
      .onConflictDoUpdate({
        target: [navColors.companyId, navColors.terminal],
        set: { ...colors, updatedAt: new Date() },
      });
    const after = await load(tx, term);
    await audit(tx, ctx, { entity: 'navigation', entityId: term, action: 'update', before, after });
    return after;
  });
}

export function navigationRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get('/api/navigation', {
    config: { access: company('nav:list', 'nav:edit') },
    schema: { tags: ['navigation'], querystring: z.object({ terminal }), response: { 200: stateSchema } },
    handler: (req) => inCompany(companyCtx(req), (tx) => load(tx, req.query.terminal)),
  });

  r.put('/api/navigation', {
    config: { access: company('nav:edit') },
    schema: {
      tags: ['navigation'],
      body: z.object({
        terminal,
        items: z
          .array(itemInput)
          .min(2, 'msg:navCount')
          .max(5, 'msg:navCount')
          .refine((items) => items.filter((i) => i.isHome === 1).length <= 1, 'msg:navHome'),
        colors: colorsSchema.default(DEFAULT_COLORS),
      }),
      response: { 200: stateSchema },
    },
    handler: (req) => save(companyCtx(req), req.body.terminal, req.body.items, req.body.colors),
  });
}
