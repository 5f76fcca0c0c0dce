import { DEFAULT_NAV_COLORS, type NavLink, type navColors, type navItemInput, navLinkPath } from '@hh/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { checkIcons } from './icons.ts';
import { checkPicked, linkName, pickedNames } from './links.ts';
import { navColors as navColorsTable, navItems } from './schema.ts';

/** The spec's four default entries (negative ids until saved). */
const DEFAULT_ITEMS = (
  [
    { navName: '首页', link: { kind: 'page', page: 'home' }, navIcon: 'builtin:home' },
    { navName: '分类', link: { kind: 'page', page: 'category' }, navIcon: 'builtin:category' },
    { navName: '订单列表', link: { kind: 'page', page: 'orders' }, navIcon: 'builtin:order' },
    { navName: '个人中心', link: { kind: 'page', page: 'user' }, navIcon: 'builtin:user' },
  ] satisfies { navName: string; link: NavLink; navIcon: string }[]
).map((item, i) => ({
  ...item,
  id: -(i + 1),
  navUrl: navLinkPath(item.link),
  navActiveIcon: '',
  navSort: i + 1,
  json: '{}',
  isHome: i === 0 ? 1 : 0,
}));

/** The terminal's navigation as saved, or the defaults, read in the caller's transaction. */
export async function navigationIn(tx: Tx, term: number) {
  const items = await tx
    .select()
    .from(navItems)
    .where(eq(navItems.terminal, term))
    .orderBy(asc(navItems.navSort), asc(navItems.id));
  const [colors] = await tx.select().from(navColorsTable).where(eq(navColorsTable.terminal, term));
  const saved = items.length > 0 || Boolean(colors);
  const shown = saved ? items : DEFAULT_ITEMS;
  const names = await pickedNames(
    tx,
    shown.map((i) => i.link),
  );
  return {
    terminal: term,
    saved,
    items: shown.map(({ id, navName, navUrl, link, navIcon, navActiveIcon, navSort, json, isHome }) => ({
      id,
      navName,
      navUrl,
      link,
      linkName: linkName(names, link),
      navIcon,
      navActiveIcon,
      navSort,
      json,
      isHome: isHome === 1 ? (1 as const) : (0 as const),
    })),
    colors: colors
      ? {
          background: colors.background,
          iconColor: colors.iconColor,
          activeIconColor: colors.activeIconColor,
          textColor: colors.textColor,
          activeTextColor: colors.activeTextColor,
        }
      : DEFAULT_NAV_COLORS,
  };
}

/** Replaces the terminal's navigation with the given entries in order, navSort 1..n. */
export function saveNavigation(
  ctx: CompanyContext,
  term: number,
  items: z.output<typeof navItemInput>[],
  colors: z.output<typeof navColors>,
) {
  return inCompany(ctx, async (tx) => {
    checkIcons(items);
    await checkPicked(
      tx,
      items.map((i) => i.link),
    );
    const before = await navigationIn(tx, term);
    const kept = new Set(items.flatMap((i) => (i.id && i.id > 0 ? [i.id] : [])));
    const existing = await tx.select({ id: navItems.id }).from(navItems).where(eq(navItems.terminal, term));
    const gone = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
    if (gone.length) await tx.delete(navItems).where(inArray(navItems.id, gone));
    const homes = items.filter((i) => i.isHome === 1).length;
    for (const [i, item] of items.entries()) {
      const values = {
        terminal: term,
        navName: item.navName,
        navUrl: navLinkPath(item.link),
        link: item.link,
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
      .insert(navColorsTable)
      .values({ terminal: term, ...colors })
      .onConflictDoUpdate({
        target: [navColorsTable.companyId, navColorsTable.terminal],
        set: { ...colors, updatedAt: new Date() },
      });
    const after = await navigationIn(tx, term);
    await audit(tx, ctx, { entity: 'navigation', entityId: term, action: 'update', before, after });
    return after;
  });
}

export function loadNavigation(ctx: CompanyContext, term: number) {
  return inCompany(ctx, (tx) => navigationIn(tx, term));
}
