import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { inSystem } from '../db/access.ts';
import type { DatabaseHandle, Tx } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createStorage } from '../lib/storage/index.ts';
import { companies, plans } from '../modules/companies/schema.ts';
import { seedCompanyDicts } from '../modules/dictionaries/defaults.ts';
import { menus } from '../modules/menus/schema.ts';
import { grantRoleKinds, insertRoles } from '../modules/roles/stock-roles.ts';
import { addMember } from '../modules/users/membership.ts';
import { users } from '../modules/users/schema.ts';
import { seedCategories } from './categories.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { MENU_TREE, type MenuSeed } from './menus.ts';
import { insertRuns } from './orders/runs.ts';

type MenuRow = typeof menus.$inferSelect;

/**
 * Adds the menu entries of the screens this version has, matched by name (buttons by permission)
 * so entries the platform edited are kept. Runs at every start: an upgrade brings its menus
 * (collected in `added`, for the stock roles).
 */
async function syncMenus(
  tx: Tx,
  added: MenuRow[] = [],
  tree: MenuSeed[] = MENU_TREE,
  pid = 0,
): Promise<MenuRow[]> {
  const existing = await tx.select().from(menus);
  const out: MenuRow[] = [];
  for (const { children, ...m } of tree) {
    let row = existing.find((e) =>
      m.name ? e.name === m.name : e.permission === m.permission && e.pid === pid,
    );
    if (!row) {
      [row] = await tx
        .insert(menus)
        .values({ ...m, pid })
        .returning();
      added.push(row!);
    }
    out.push(row!, ...(children ? await syncMenus(tx, added, children, row!.id) : []));
  }
  return out;
}

const DEFAULT_PLANS = [
  { name: '基础版', nameEn: 'Basic', price: '0.01', durationDays: 30, maxStores: 2, maxStaff: 10 },
  {
    name: '专业版',
    nameEn: 'Professional',
    price: '999.00',
    durationDays: 365,
    maxStores: 20,
    maxStaff: 100,
  },
  {
    name: '旗舰版',
    nameEn: 'Enterprise',
    price: '2999.00',
    durationDays: 365,
    maxStores: 200,
    maxStaff: 1000,
  },
];

/** The platform, its first operator and the menus; then the demo data unless in production. */
export async function seed(db: DatabaseHandle, config: Config, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await inSystem({ db }, (tx) => tx.select({ n: count() }).from(companies));
  if ((existing?.n ?? 0) > 0) {
    await inSystem({ db }, async (tx) => {
      const added: MenuRow[] = [];
      await syncMenus(tx, added);
      await grantRoleKinds(tx, added);
    });
    return;
  }
  if (!config.demo && !(config.ADMIN_USERNAME && config.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD are required for the first start without demo data');
  }
  const username = config.demo ? 'admin' : config.ADMIN_USERNAME!;
  const passwordHash = await hashPassword(config.demo ? DEMO_PASSWORD : config.ADMIN_PASSWORD!);
  const started = Date.now();
  await inSystem({ db }, async (tx) => {
    const allMenus = await syncMenus(tx);
    await tx.insert(plans).values(DEFAULT_PLANS);
    await seedCategories(tx);
    const [platform] = await tx
      .insert(companies)
      .values({ companyKey: 'platform', name: '平台运营中心', status: 'active', isPlatform: true })
      .returning();
    const [admin] = await tx
      .insert(users)
      .values({ username, nickName: '平台管理员', phone: config.demo ? '13800000000' : null, passwordHash })
      .returning();
    await tx.update(companies).set({ founderId: admin!.id });
    const roleIds = await insertRoles(tx, platform!.id, allMenus, [
      {
        name: '平台管理员',
        nameEn: 'Platform operator',
        level: 1,
        description: 'Platform operator',
        isAdmin: true,
      },
    ]);
    await addMember(tx, platform!.id, admin!.id, [...roleIds.values()]);
    await seedCompanyDicts(tx, platform!.id);
    if (config.demo) {
      const shops = await seedDemo(tx, createStorage(config), allMenus, admin!.id, config.DEMO_ORDERS);
      // The demo orders are made after the server listens (seed/orders/background.ts).
      await insertRuns(
        tx,
        shops.filter((shop) => shop.orders > 0),
        new Date(),
      );
    }
    await grantRoleKinds(tx, []);
  });
  log.info({ demo: config.demo, seedMs: Date.now() - started }, 'database seeded');
}
