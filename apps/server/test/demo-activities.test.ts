import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSystem } from '../src/db/access.ts';
import { seedDemoBargain, seedDemoGroupBuy } from '../src/seed/activities.ts';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { companyIdOf, rowsOf } from './storefront-helpers.ts';

/**
 * A fresh demo start shows every marketing kind: each demo shop runs a seckill, a group buy and a
 * bargain, each on a product of its own, and its home page has the four marketing blocks with cards.
 */

let s: TestServer;
const SHOPS = ['sunrise', 'harbour'] as const;
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

interface GroupBuyRow {
  id: number;
  title: string;
  productId: number;
  enabled: boolean;
  startAt: string;
  endAt: string;
  groupSize: number;
  skus: { skuId: number; listPrice: string; price: string; stock: number; sold: number }[];
}

interface BargainRow {
  id: number;
  title: string;
  productId: number;
  enabled: boolean;
  startAt: string;
  endAt: string;
  startPrice: string;
  floorPrice: string;
  stock: number;
}

const staffOf = async (shop: string) => caller(s, await loginTo(s.app, 'admin', shop));

/** Whether the window holds now and for at least four more weeks. */
const runsLong = (row: { startAt: string; endAt: string }) =>
  new Date(row.startAt).getTime() <= Date.now() && new Date(row.endAt).getTime() > Date.now() + 28 * DAY;

describe('the demo shops’ activities', () => {
  it('run one group buy and one bargain each, for weeks, on products no other activity sells', async () => {
    for (const shop of SHOPS) {
      const staff = await staffOf(shop);
      const groups = (await staff.get('/api/group-buy/activities')).body.content as GroupBuyRow[];
      const bargains = (await staff.get('/api/bargain/activities')).body.content as BargainRow[];
      expect(groups).toHaveLength(1);
      expect(bargains).toHaveLength(1);
      const [group, bargain] = [groups[0]!, bargains[0]!];
      expect(group).toMatchObject({ enabled: true, groupSize: 2 });
      expect(runsLong(group)).toBe(true);
      expect(group.skus.length).toBeGreaterThan(0);
      for (const sku of group.skus) {
        expect(Number(sku.price)).toBeGreaterThan(0);
        expect(Number(sku.price)).toBeLessThan(Number(sku.listPrice));
        expect(sku.stock).toBeGreaterThan(0);
        expect(sku.sold).toBe(0);
      }
      expect(bargain).toMatchObject({ enabled: true });
      expect(runsLong(bargain)).toBe(true);
      expect(Number(bargain.floorPrice)).toBeGreaterThan(0);
      expect(Number(bargain.floorPrice)).toBeLessThan(Number(bargain.startPrice));
      expect(bargain.stock).toBeGreaterThan(0);

      const seckills = await rowsOf<{ product_id: string }>(
        s,
        sql`select product_id from seckill_activities where company_id = ${await companyIdOf(s, shop)}`,
      );
      expect(seckills).toHaveLength(1);
      const products = [Number(seckills[0]!.product_id), group.productId, bargain.productId];
      expect(new Set(products).size).toBe(3);
    }
  });

  it('are seeded once: seeding again adds no group buy and no bargain', async () => {
    const ids = await Promise.all(SHOPS.map((shop) => companyIdOf(s, shop)));
    await inSystem({ db: s.db }, async (tx) => {
      await seedDemoGroupBuy(tx, ids);
      await seedDemoBargain(tx, ids);
    });
    const [counts] = await rowsOf<{ groups: number; bargains: number }>(
      s,
      sql`select (select count(*)::int from group_buy_activities) as groups,
        (select count(*)::int from bargain_activities) as bargains`,
    );
    expect(counts).toEqual({ groups: 2, bargains: 2 });
  });
});

const MARKETING = ['coupons', 'seckill', 'groupBuy', 'bargain'];

describe('the demo pages', () => {
  it('promise only what the shop gives: the marketing blocks are on the home pages, under the notice, each showing what runs', async () => {
    const published = await rowsOf<{ document: string }>(
      s,
      sql`select v.document::text as document from deco_page_versions v
        join deco_pages p on p.id = v.page_id and p.published_version = v.version`,
    );
    const blocksOn = (document: { components: { id: string; type: string }[] }) =>
      document.components.filter((c) => MARKETING.includes(c.type));
    expect(published.flatMap(({ document }) => blocksOn(JSON.parse(document)))).toHaveLength(
      SHOPS.length * MARKETING.length,
    );
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    for (const shop of SHOPS) {
      const res = await call(s.app, { method: 'GET', url: `/api/front/shops/${shop}/decoration/home` });
      expect(res.status).toBe(200);
      const components = res.body.document.components as { id: string; type: string }[];
      const types = components.map((c) => c.type);
      const notice = types.indexOf('notice');
      expect(types.slice(notice + 1, notice + 5)).toEqual(MARKETING);
      const blockOf = (type: string) => components.find((c) => c.type === type)!.id;
      const activities = res.body.data.activities as Record<string, { id: number; name: string }[]>;
      const staff = await staffOf(shop);
      const group = (await staff.get('/api/group-buy/activities')).body.content[0] as GroupBuyRow;
      const bargain = (await staff.get('/api/bargain/activities')).body.content[0] as BargainRow;
      expect(activities[blockOf('groupBuy')]!.map((c) => c.name)).toEqual([group.title]);
      expect(activities[blockOf('bargain')]!.map((c) => c.name)).toEqual([bargain.title]);
      expect(activities[blockOf('coupons')]!.length).toBeGreaterThan(0);
      // The seckill block's cards follow the day's sessions; the shop runs a seckill every day of the demo.
      expect(Object.keys(activities)).toContain(blockOf('seckill'));
      const seckills = await rowsOf(
        s,
        sql`select a.id from seckill_activities a join companies c on c.id = a.company_id
          where c.company_key = ${shop} and a.start_date <= ${today} and a.end_date >= ${today}`,
      );
      expect(seckills).toHaveLength(1);
    }
  });
});
