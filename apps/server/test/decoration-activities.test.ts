import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { companyIdOf, rowsOf, skuInStock } from './storefront-helpers.ts';

let s: TestServer;
let sunrise: ReturnType<typeof caller>;
let harbour: ReturnType<typeof caller>;
let goods: { skuId: number; productId: number };
let listPrice: string;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const shopDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);

interface Card {
  id: number;
  productId: number | null;
  name: string;
  price: string;
  originalPrice: string;
  percentOff: number | null;
  threshold: string | null;
  groupSize: number | null;
}

const BLOCKS = [
  { id: 'coupons', type: 'coupons', title: '', count: 4 },
  { id: 'seckill', type: 'seckill', title: '', count: 4 },
  { id: 'groups', type: 'groupBuy', title: '', count: 4 },
  { id: 'one-group', type: 'groupBuy', title: '', count: 1 },
  { id: 'bargain', type: 'bargain', title: '', count: 4 },
];

/** Publishes the shop's home page with the marketing blocks. */
async function publishBlocks(staff: ReturnType<typeof caller>) {
  const pages = (await staff.get('/api/decoration/pages')).body.content as { id: number; isHome: boolean }[];
  const home = pages.find((p) => p.isHome)!;
  const detail = (await staff.get(`/api/decoration/pages/${home.id}`)).body;
  const saved = await staff.put(`/api/decoration/pages/${home.id}/draft`, {
    revision: detail.revision,
    document: { ...detail.document, components: BLOCKS },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await staff.post(`/api/decoration/pages/${home.id}/publish`, {
    revision: saved.body.revision,
  });
  expect(published.status).toBe(200);
}

const home = async (shop = 'sunrise') => {
  const res = await call(s.app, { method: 'GET', url: `/api/front/shops/${shop}/decoration/home` });
  expect(res.status).toBe(200);
  return res.body.data.activities as Record<string, Card[]>;
};

async function posted(staff: ReturnType<typeof caller>, url: string, body: object) {
  const res = await staff.post(url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; skus?: { id: number }[] };
}

const groupBuy = (staff: ReturnType<typeof caller>, title: string, g: typeof goods, extra: object = {}) =>
  posted(staff, '/api/group-buy/activities', {
    title,
    productId: g.productId,
    skus: [{ skuId: g.skuId, price: '0.50', stock: 10 }],
    groupSize: 3,
    hoursOpen: 24,
    startAt: at(-1),
    endAt: at(72),
    ...extra,
  });

async function coupon(title: string, extra: object = {}) {
  const template = await posted(sunrise, '/api/coupon/templates', {
    title,
    kind: 'amount',
    amount: '10.00',
    threshold: '100',
    validity: 'days',
    validDays: 7,
  });
  return posted(sunrise, '/api/coupon/issues', {
    templateId: template.id,
    claimStart: at(-1),
    claimEnd: at(24),
    total: 10,
    perMember: 1,
    ...extra,
  });
}

beforeAll(async () => {
  s = await startTestServer();
  sunrise = caller(s, await loginTo(s.app, 'admin', 'sunrise'));
  harbour = caller(s, await loginTo(s.app, 'admin', 'harbour'));
  goods = await skuInStock(s, 'sunrise');
  const [row] = await rowsOf<{ price: string }>(
    s,
    sql`select price::text from product_skus where id = ${goods.skuId}`,
  );
  listPrice = Number(row!.price).toFixed(2);
  // The demo's own activities switched off, so each block shows only what these tests start.
  await rowsOf(s, sql`update coupon_issues set enabled = false`);
  await rowsOf(s, sql`update group_buy_activities set enabled = false`);
  await rowsOf(s, sql`update bargain_activities set enabled = false`);
  await rowsOf(s, sql`delete from seckill_activities`);
  await rowsOf(s, sql`delete from seckill_slots where company_id = ${await companyIdOf(s, 'sunrise')}`);
  await publishBlocks(sunrise);
  await publishBlocks(harbour);
});
afterAll(() => s.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("a decorated page's marketing blocks", () => {
  it('say none runs while the shop runs none', async () => {
    const blocks = await home();
    expect(Object.keys(blocks).sort()).toEqual(BLOCKS.map((b) => b.id).sort());
    for (const cards of Object.values(blocks)) expect(cards).toEqual([]);
  });

  it('show what runs now in the shop, each block at most its count, and nothing of another shop', async () => {
    const claim = await coupon('满100减10');
    await coupon('未开始', { claimStart: at(2), claimEnd: at(24) });
    await coupon('新人券', { channel: 'newMember' });
    const slot = await posted(sunrise, '/api/seckill/slots', { startHour: 0, hours: 24 });
    const today = shopDay(Date.now());
    const seckill = await posted(sunrise, '/api/seckill/activities', {
      name: '秒杀',
      productId: goods.productId,
      startDate: today,
      endDate: today,
      slotIds: [slot.id],
      skus: [{ skuId: goods.skuId, price: '0.90', total: 5, perOrder: 1, perDay: null, perActivity: null }],
    });
    const first = await groupBuy(sunrise, '三人团', goods);
    const second = await groupBuy(sunrise, '又一个三人团', goods);
    await groupBuy(sunrise, '明天的团', goods, { startAt: at(24), endAt: at(48) });
    const bargain = await posted(sunrise, '/api/bargain/activities', {
      title: '砍到 10 元',
      productId: goods.productId,
      skuId: goods.skuId,
      startPrice: '100.00',
      floorPrice: '10.00',
      helpersNeeded: 3,
      hoursLimit: 24,
      startAt: at(-1),
      endAt: at(72),
      stock: 10,
    });
    const harbourGoods = await skuInStock(s, 'harbour');
    const theirs = await groupBuy(harbour, '海港团', harbourGoods);

    const blocks = await home();
    expect(blocks.coupons).toEqual([
      {
        id: claim.id,
        productId: null,
        name: '满100减10',
        image: null,
        price: '10.00',
        originalPrice: '0.00',
        percentOff: null,
        threshold: '100.00',
        groupSize: null,
      },
    ]);
    expect(blocks.seckill).toMatchObject([
      { id: seckill.id, productId: goods.productId, price: '0.90', originalPrice: listPrice },
    ]);
    expect(blocks.groups!.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(blocks.groups![0]).toMatchObject({
      productId: goods.productId,
      name: '又一个三人团',
      price: '0.50',
      originalPrice: listPrice,
      groupSize: 3,
    });
    expect(blocks['one-group']!.map((c) => c.id)).toEqual([second.id]);
    expect(blocks.bargain).toMatchObject([
      { id: bargain.id, productId: goods.productId, price: '10.00', originalPrice: '100.00' },
    ]);
    const theirBlocks = await home('harbour');
    expect(theirBlocks.groups!.map((c) => c.id)).toEqual([theirs.id]);
    expect(theirBlocks.coupons).toEqual([]);
    expect(theirBlocks.bargain).toEqual([]);
  });

  it('drop the cached page when an activity is written, and when a shown session or activity ends', async () => {
    const before = await home();
    expect(await home()).toEqual(before);
    const third = await groupBuy(sunrise, '第三个团', goods);
    expect((await home()).groups![0]!.id).toBe(third.id);
    const off = await sunrise.put(`/api/group-buy/activities/${third.id}/status`, { enabled: false });
    expect(off.status).toBe(200);
    expect((await home()).groups!.map((c) => c.id)).not.toContain(third.id);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * HOUR });
    const tomorrow = await home();
    expect(tomorrow.seckill).toEqual([]);
    expect(tomorrow.coupons).toEqual([]);
    expect(tomorrow.groups!.length).toBeGreaterThan(0);
  });
});
