import type { Tx } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { companies, plans } from '../modules/companies/schema.ts';
import { dealers } from '../modules/dealers/schema.ts';
import { seedCompanyDicts } from '../modules/dictionaries/defaults.ts';
import { seedExpressCompanies } from '../modules/express/defaults.ts';
import type { menus } from '../modules/menus/schema.ts';
import { COMPANY_ROLES, insertRoles } from '../modules/roles/stock-roles.ts';
import { stores } from '../modules/stores/schema.ts';
import { addMember } from '../modules/users/membership.ts';
import { userStores, users } from '../modules/users/schema.ts';
import { seedDemoBargain, seedDemoGroupBuy } from './activities.ts';
import { seedDemoCatalogues } from './catalogue.ts';
import { seedDemoCoupons } from './coupons.ts';
import { seedDemoDecoration } from './decoration.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedMembers } from './members.ts';
import type { DemoShop } from './orders/index.ts';
import { seedDemoPromotions } from './promotions.ts';
import { seedDemoSeckill } from './seckill.ts';

const DAY = 24 * 3600 * 1000;

type User = typeof users.$inferSelect;

/**
 * Two demo companies and the accounts admin, alice, bob, carol and dave, all with password 123456.
 * Demo data is in Chinese, the UI's default language; user names stay ASCII sign-in names.
 */
export async function seedDemo(
  tx: Tx,
  storage: FileStorage,
  allMenus: (typeof menus.$inferSelect)[],
  adminId: number,
  ordersPerShop: number,
): Promise<DemoShop[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = await tx
    .insert(users)
    .values([
      {
        username: 'alice',
        nickName: '林晓丽',
        phone: '13800000001',
        email: 'alice@example.com',
        passwordHash,
      },
      { username: 'bob', nickName: '王博文', phone: '13800000002', email: 'bob@example.com', passwordHash },
      {
        username: 'carol',
        nickName: '陈可欣',
        phone: '13800000003',
        email: 'carol@example.com',
        passwordHash,
      },
      { username: 'dave', nickName: '赵大卫', phone: '13800000004', email: 'dave@example.com', passwordHash },
    ])
    .returning();
  const [alice, bob, carol, dave] = people;
  // The demo shops are on the larger plans, so trying things out never meets a plan limit.
  const planIds = new Map((await tx.select().from(plans)).map((p) => [p.nameEn, p.id]));
  /** A demo shop on a plan for `days`, its founder its contact. */
  const shop = (companyKey: string, name: string, founder: User, plan: string, days: number) => ({
    companyKey,
    name,
    contactName: founder.nickName,
    contactPhone: founder.phone,
    status: 'active' as const,
    planId: planIds.get(plan)!,
    expireTime: new Date(Date.now() + days * DAY),
    founderId: founder.id,
  });
  const [sunrise, harbour] = await tx
    .insert(companies)
    .values([
      shop('sunrise', '朝阳优选商城', alice!, 'Enterprise', 365),
      shop('harbour', '海港鲜生', carol!, 'Professional', 90),
    ])
    .returning();

  const sunriseRoles = await insertRoles(tx, sunrise!.id, allMenus, COMPANY_ROLES);
  const harbourRoles = await insertRoles(tx, harbour!.id, allMenus, COMPANY_ROLES);
  await addMember(tx, sunrise!.id, adminId, [sunriseRoles.get('店主')!]);
  await addMember(tx, harbour!.id, adminId, [harbourRoles.get('店主')!]);
  // The founders own their shops; dave manages both, so each shop shows all three stock roles.
  await addMember(tx, sunrise!.id, alice!.id, [sunriseRoles.get('店主')!]);
  await addMember(tx, sunrise!.id, dave!.id, [sunriseRoles.get('店长')!]);
  await addMember(tx, sunrise!.id, carol!.id, [sunriseRoles.get('店员')!]);
  await addMember(tx, harbour!.id, carol!.id, [harbourRoles.get('店主')!]);
  await addMember(tx, harbour!.id, dave!.id, [harbourRoles.get('店长')!]);
  await addMember(tx, harbour!.id, bob!.id, [harbourRoles.get('店员')!]);

  for (const c of [sunrise!, harbour!]) {
    await seedCompanyDicts(tx, c.id);
    await seedExpressCompanies(tx, c.id);
    await seedMembers(tx, c.id, c.id === sunrise!.id ? 320 : 260);
  }

  const [chaoyang, , flagship] = await tx
    .insert(stores)
    .values([
      {
        companyId: sunrise!.id,
        name: '朝阳门店',
        contact: '林晓丽',
        phone: '13800000001',
        provinceId: 11,
        cityId: 1101,
        districtId: 110105,
        regionName: '北京市 市辖区 朝阳区',
        address: '建国路 88 号',
        latitude: '39.908000',
        longitude: '116.460000',
        businessHours: '09:00-21:00',
        sort: 1,
      },
      {
        companyId: sunrise!.id,
        name: '海淀门店',
        contact: '林晓丽',
        phone: '13800000001',
        provinceId: 11,
        cityId: 1101,
        districtId: 110108,
        regionName: '北京市 市辖区 海淀区',
        address: '中关村大街 1 号',
        latitude: '39.983000',
        longitude: '116.316000',
        businessHours: '10:00-22:00',
        sort: 2,
      },
      {
        companyId: harbour!.id,
        name: '海港旗舰店',
        contact: '陈可欣',
        phone: '13800000003',
        provinceId: 31,
        cityId: 3101,
        districtId: 310115,
        regionName: '上海市 市辖区 浦东新区',
        address: '世纪大道 100 号',
        latitude: '31.235000',
        longitude: '121.506000',
        businessHours: '08:00-20:00',
        sort: 1,
      },
    ])
    .returning();
  // The staff are bound to a store, so pickup verification works for them out of the box.
  await tx.insert(userStores).values([
    { companyId: sunrise!.id, userId: alice!.id, storeId: chaoyang!.id },
    { companyId: sunrise!.id, userId: dave!.id, storeId: chaoyang!.id },
    { companyId: sunrise!.id, userId: carol!.id, storeId: chaoyang!.id },
    { companyId: harbour!.id, userId: carol!.id, storeId: flagship!.id },
    { companyId: harbour!.id, userId: dave!.id, storeId: flagship!.id },
    { companyId: harbour!.id, userId: bob!.id, storeId: flagship!.id },
  ]);
  await tx.insert(dealers).values([
    {
      companyId: sunrise!.id,
      name: '华北经销商',
      contact: '王经理',
      phone: '13900000011',
      provinceId: 13,
      cityId: 1301,
      regionName: '河北省 石家庄市',
      address: '中山路 10 号',
      level: 1,
    },
    {
      companyId: sunrise!.id,
      name: '天津分销',
      contact: '李经理',
      phone: '13900000012',
      provinceId: 12,
      cityId: 1201,
      regionName: '天津市 市辖区',
      address: '南京路 20 号',
      level: 2,
    },
  ]);
  await seedDemoCatalogues(tx, storage, { sunrise: sunrise!.id, harbour: harbour!.id });
  await seedDemoDecoration(tx, storage, { sunrise: sunrise!.id, harbour: harbour!.id });
  await seedDemoCoupons(tx, [sunrise!.id, harbour!.id]);
  await seedDemoPromotions(tx, { sunrise: sunrise!.id, harbour: harbour!.id });
  await seedDemoSeckill(tx, [sunrise!.id, harbour!.id]);
  await seedDemoGroupBuy(tx, [sunrise!.id, harbour!.id]);
  await seedDemoBargain(tx, [sunrise!.id, harbour!.id]);
  return [
    { companyId: sunrise!.id, staff: alice!, shoppers: 40, orders: ordersPerShop },
    { companyId: harbour!.id, staff: carol!, shoppers: 32, orders: ordersPerShop },
  ];
}
