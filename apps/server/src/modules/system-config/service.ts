import { FOOTER_CONFIG_KEYS, type PageQuery, type SystemConfigKey, type shopFooter } from '@hh/shared';
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { systemConfigs } from './schema.ts';

/** The spec's defaults, which apply until a company saves its own. */
export const DEFAULTS: Record<SystemConfigKey, string> = {
  store_self_mention: '1',
  tengxun_map_key: '',
  goods_low_stock: '10',
};

/** Whether a setting of the transaction's company is `value` (saved, or by default), as a condition to query with. */
export function configIs(key: SystemConfigKey, value: string): SQL {
  const saved = sql`(select ${systemConfigs.value} from ${systemConfigs} where ${systemConfigs.menuName} = ${key})`;
  return sql`coalesce(${saved}, ${DEFAULTS[key]}) = ${value}`;
}

/** One setting of the transaction's company: its saved value, or the default. */
export async function configValue(tx: Tx, key: SystemConfigKey): Promise<string> {
  const [row] = await tx
    .select({ value: systemConfigs.value })
    .from(systemConfigs)
    .where(eq(systemConfigs.menuName, key));
  return row?.value ?? DEFAULTS[key];
}

/** The saved entries by key, then the defaults of the keys not saved yet (`id` null). */
export function listConfigs(ctx: CompanyContext, query: PageQuery) {
  return inCompany(ctx, async (tx) => {
    const saved = await tx.select().from(systemConfigs).orderBy(asc(systemConfigs.menuName));
    const missing = (Object.keys(DEFAULTS) as SystemConfigKey[])
      .filter((k) => !saved.some((s) => s.menuName === k))
      .map((menuName) => ({ id: null, menuName, value: DEFAULTS[menuName] }));
    const all = [...saved.map(({ id, menuName, value }) => ({ id, menuName, value })), ...missing];
    const [n] = await tx.select({ n: count() }).from(systemConfigs);
    return {
      content: all.slice(query.page * query.size, (query.page + 1) * query.size),
      totalElements: (n?.n ?? 0) + missing.length,
    };
  });
}

type FooterKey = (typeof FOOTER_CONFIG_KEYS)[keyof typeof FOOTER_CONFIG_KEYS];
type ShopFooter = z.output<typeof shopFooter>;

/** The company's footer text and filing number ('' until saved). */
export function readFooter(ctx: CompanyContext): Promise<ShopFooter> {
  return inCompany(ctx, async (tx) => {
    const saved = await tx
      .select({ menuName: systemConfigs.menuName, value: systemConfigs.value })
      .from(systemConfigs)
      .where(inArray(systemConfigs.menuName, Object.values(FOOTER_CONFIG_KEYS)));
    const value = (key: FooterKey) => saved.find((s) => s.menuName === key)?.value ?? '';
    return {
      footerTxt: value(FOOTER_CONFIG_KEYS.footerTxt),
      caseNumber: value(FOOTER_CONFIG_KEYS.caseNumber),
    };
  });
}

export async function saveFooter(ctx: CompanyContext, footer: ShopFooter): Promise<ShopFooter> {
  await saveConfigs(ctx, [
    [FOOTER_CONFIG_KEYS.footerTxt, footer.footerTxt],
    [FOOTER_CONFIG_KEYS.caseNumber, footer.caseNumber],
  ]);
  return footer;
}

export function saveConfigs(ctx: CompanyContext, entries: [SystemConfigKey | FooterKey, string][]) {
  return inCompany(ctx, async (tx) => {
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
  });
}
