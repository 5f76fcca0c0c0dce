import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { inPlatform } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { UserContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { menus } from './schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuInput = Omit<typeof menus.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function allMenus(ctx: UserContext): Promise<MenuRow[]> {
  return inPlatform(ctx, (tx) => tx.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)));
}

async function assertParent(tx: Tx, id: number | null, pid: number) {
  if (pid === 0) return;
  const all = await tx.select({ id: menus.id, pid: menus.pid }).from(menus);
  const byId = new Map(all.map((m) => [m.id, m.pid]));
  if (!byId.has(pid)) throw badRequest('error.notFound');
  for (let cur: number | undefined = pid; cur && cur !== 0; cur = byId.get(cur)) {
    if (cur === id) throw badRequest('menu.selfParent');
  }
}

export async function createMenu(ctx: UserContext, input: MenuInput): Promise<MenuRow> {
  return inPlatform(ctx, async (tx) => {
    await assertParent(tx, null, input.pid ?? 0);
    const [row] = await tx.insert(menus).values(input).returning();
    await audit(tx, ctx, { entity: 'menu', entityId: row!.id, action: 'create', after: row });
    return row!;
  });
}

export async function updateMenu(ctx: UserContext, id: number, input: MenuInput): Promise<MenuRow> {
  return inPlatform(ctx, async (tx) => {
    const [before] = await tx.select().from(menus).where(eq(menus.id, id));
    if (!before) throw notFound();
    await assertParent(tx, id, input.pid ?? 0);
    const [row] = await tx
      .update(menus)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(menus.id, id))
      .returning();
    await audit(tx, ctx, { entity: 'menu', entityId: id, action: 'update', before, after: row });
    return row!;
  });
}

export async function deleteMenus(ctx: UserContext, ids: number[]): Promise<void> {
  await inPlatform(ctx, async (tx) => {
    const rows = await tx.select().from(menus).where(inArray(menus.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound();
    const orphans = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(inArray(menus.pid, ids), ne(menus.id, 0)));
    if (orphans.some((o) => !ids.includes(o.id))) throw badRequest('menu.hasChildren');
    await tx.delete(menus).where(inArray(menus.id, ids));
    for (const row of rows)
      await audit(tx, ctx, { entity: 'menu', entityId: row.id, action: 'delete', before: row });
  });
}
