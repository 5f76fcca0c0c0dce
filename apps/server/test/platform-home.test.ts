import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSystem } from '../src/db/access.ts';
import { companies, companyOrders, plans } from '../src/modules/companies/schema.ts';
import { call, caller, login, loginTo, startTestServer, type TestServer } from './helpers.ts';

const DAY = 86_400_000;
const HOME = '/api/platform/home?timeZone=Asia/Shanghai';

/** A day as the platform home names it (YYYY-MM-DD in Shanghai). */
const shanghaiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);

describe('platform home on a production-fresh server (one operator without a phone, no shop)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ DEMO_DATA: 'false', ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'longsecret' });
  });
  afterAll(() => s.close());

  it('lists the platform among the phone-less operator’s companies, so the operator can enter it', async () => {
    const token = await login(s.app, 'root', 'longsecret');
    const list = await caller(s, token).get('/api/systemCompanyConfig/getCompanyByUser?userPhone=');
    expect(list.status).toBe(200);
    expect(list.body.companyList).toMatchObject([{ companyKey: 'platform', isPlatform: true }]);
  });

  it('answers all zeros before the first shop, every state and day listed', async () => {
    const operator = await loginTo(s.app, 'root', 'platform', 'longsecret');
    const res = await call(s.app, { method: 'GET', url: HOME, token: operator });
    expect(res.status).toBe(200);
    expect(res.body.companiesByStatus).toEqual([
      { status: 'pending_payment', count: 0 },
      { status: 'pending_approval', count: 0 },
      { status: 'active', count: 0 },
      { status: 'rejected', count: 0 },
      { status: 'disabled', count: 0 },
    ]);
    expect(res.body.pendingApprovals).toEqual({ count: 0, oldest: [] });
    expect(res.body.planSales.amount).toBe('0.00');
    expect(res.body.planSales.orders).toBe(0);
    expect(res.body.newCompaniesByDay).toHaveLength(30);
    expect(res.body.newCompaniesByDay.at(-1)).toEqual({ date: shanghaiDay(new Date()), count: 0 });
  });

  it('counts shops by state, the approval queue, paid plan sales to the cent and new shops per day', async () => {
    const now = Date.now();
    await inSystem(s, async (tx) => {
      const [basic, pro] = await tx.select().from(plans).orderBy(plans.id);
      const shop = (key: string, status: (typeof companies.$inferInsert)['status'], daysAgo: number) => ({
        companyKey: key,
        name: `店铺${key}`,
        contactName: `联系人${key}`,
        contactPhone: '13800001111',
        status,
        createdAt: new Date(now - daysAgo * DAY),
        updatedAt: new Date(now - daysAgo * DAY),
      });
      const made = await tx
        .insert(companies)
        .values([
          shop('a', 'active', 0),
          shop('b', 'active', 0),
          shop('c', 'pending_approval', 3),
          shop('d', 'pending_approval', 1),
          shop('e', 'pending_payment', 3),
          shop('f', 'rejected', 40),
        ])
        .returning();
      const order = (i: number, planId: number, amount: string, status: 'paid' | 'unpaid') => ({
        companyId: made[i]!.id,
        orderCode: `T${i}${amount}${status}`,
        planId,
        planName: 'snapshot',
        amount,
        durationDays: 30,
        status,
        provider: 'sandbox',
      });
      await tx
        .insert(companyOrders)
        .values([
          order(0, basic!.id, '0.10', 'paid'),
          order(1, basic!.id, '0.20', 'paid'),
          order(2, pro!.id, '999.00', 'paid'),
          order(3, pro!.id, '999.00', 'unpaid'),
        ]);
    });
    const operator = await loginTo(s.app, 'root', 'platform', 'longsecret');
    const res = await call(s.app, { method: 'GET', url: HOME, token: operator });
    expect(res.status).toBe(200);
    const byStatus = Object.fromEntries(
      res.body.companiesByStatus.map((r: { status: string; count: number }) => [r.status, r.count]),
    );
    expect(byStatus).toEqual({
      pending_payment: 1,
      pending_approval: 2,
      active: 2,
      rejected: 1,
      disabled: 0,
    });
    expect(res.body.pendingApprovals.count).toBe(2);
    expect(res.body.pendingApprovals.oldest.map((c: { companyName: string }) => c.companyName)).toEqual([
      '店铺c',
      '店铺d',
    ]);
    expect(res.body.planSales.orders).toBe(3);
    expect(res.body.planSales.amount).toBe('999.30');
    expect(res.body.planSales.byPlan.slice(0, 2)).toEqual([
      expect.objectContaining({ planName: '基础版', planNameEn: 'Basic', orders: 2, amount: '0.30' }),
      expect.objectContaining({ planName: '专业版', orders: 1, amount: '999.00' }),
    ]);
    expect(res.body.planSales.byPlan[2]).toMatchObject({ planName: '旗舰版', orders: 0, amount: '0.00' });
    const perDay = new Map(
      res.body.newCompaniesByDay.map((d: { date: string; count: number }) => [d.date, d.count]),
    );
    expect(perDay.get(shanghaiDay(new Date(now)))).toBe(2);
    expect(perDay.get(shanghaiDay(new Date(now - DAY)))).toBe(1);
    expect(perDay.get(shanghaiDay(new Date(now - 3 * DAY)))).toBe(2);
    expect([...perDay.values()].reduce((a, b) => Number(a) + Number(b), 0)).toBe(5);
  });

  it('refuses a bad time zone with a field message, not a 500', async () => {
    const operator = await loginTo(s.app, 'root', 'platform', 'longsecret');
    const res = await call(s.app, {
      method: 'GET',
      url: '/api/platform/home?timeZone=Mars/Base',
      token: operator,
    });
    expect(res.status).toBe(400);
  });
});

describe('platform home with the demo data', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('is for the platform operator only: a shop token, even the same person’s, is refused', async () => {
    const platform = await loginTo(s.app, 'admin', 'platform');
    expect((await call(s.app, { method: 'GET', url: HOME, token: platform })).status).toBe(200);
    const shop = await loginTo(s.app, 'admin', 'sunrise');
    expect((await call(s.app, { method: 'GET', url: HOME, token: shop })).status).toBe(403);
    const unbound = await login(s.app, 'admin');
    expect((await call(s.app, { method: 'GET', url: HOME, token: unbound })).status).toBe(403);
  });

  it('asks the phone to match for a person who has one', async () => {
    const token = await login(s.app, 'admin');
    const res = await caller(s, token).get('/api/systemCompanyConfig/getCompanyByUser?userPhone=');
    expect(res.status).toBe(403);
  });
});
