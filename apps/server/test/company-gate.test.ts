import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, login, loginTo, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let sunrise: number;
let harbour: number;

async function exec(query: ReturnType<typeof sql>) {
  return (await s.db.drizzle.execute(query)) as unknown as { rows: Record<string, unknown>[] };
}

async function setState(companyId: number, status: string, expire: string) {
  await exec(sql`update companies set status = ${status}, expire_time = now() + ${expire}::interval
    where id = ${companyId}`);
}

/**
 * A write made straight in the database reaches the server's principal cache through the change
 * feed: at once on PGlite, a moment later on PostgreSQL. Waits until the shop answers as expected.
 */
async function heard(token: string, status: number) {
  for (let i = 0; i < 50; i++) {
    const res = await call(s.app, { method: 'GET', url: '/api/users?page=0&size=1', token });
    if (res.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  s = await startTestServer();
  const rows = (await exec(sql`select id, company_key from companies`)).rows;
  sunrise = Number(rows.find((r) => r.company_key === 'sunrise')!.id);
  harbour = Number(rows.find((r) => r.company_key === 'harbour')!.id);
});
afterAll(() => s.close());

/** What the review's "Evil Shop" did while unpaid: each must now be refused. */
const businessCalls = [
  { method: 'GET', url: '/api/users?page=0&size=10' },
  { method: 'PUT', url: '/api/users/resetPwd', payload: { ids: [1], password: 'owned999' } },
  { method: 'POST', url: '/api/hhStores', payload: { name: '门店' } },
  { method: 'GET', url: '/api/user?page=0&size=10' },
  { method: 'GET', url: '/api/product?page=0&size=10' },
  { method: 'GET', url: '/api/localStorage?page=0&size=10' },
] as const;

/** What a shop needs to get into business: still open. */
const onboardingCalls = [
  { method: 'GET', url: '/api/dashboard/summary' },
  { method: 'GET', url: '/api/ylOrder?page=0&size=10' },
  { method: 'GET', url: '/api/systemCompanyConfig/getProduct' },
] as const;

describe('a shop that is not in business reaches only the onboarding calls', () => {
  const states = [
    ['pending_payment', '1 year', '店铺尚未购买套餐'],
    ['pending_approval', '1 year', '店铺正在等待平台审核'],
    ['rejected', '1 year', '店铺审核未通过'],
    ['active', '-1 day', '店铺套餐已到期'],
  ] as const;

  it.each(states)('%s (plan ends %s from now)', async (status, expire, message) => {
    const token = await loginTo(s.app, 'admin', 'sunrise');
    await setState(sunrise, status, expire);
    await heard(token, 403);
    try {
      for (const c of businessCalls) {
        const res = await call(s.app, { ...c, token });
        expect(res.status, `${c.method} ${c.url}`).toBe(403);
        expect(res.body.message).toContain(message);
      }
      for (const c of onboardingCalls) {
        const res = await call(s.app, { ...c, token });
        expect(res.status, `${c.method} ${c.url}`).toBe(200);
      }
      const en = await call(s.app, { ...businessCalls[0], token, headers: { 'accept-language': 'en' } });
      expect(en.body.message).toMatch(/plan|review|approve/);
    } finally {
      await setState(sunrise, 'active', '1 year');
      await heard(token, 200);
    }
    const back = await call(s.app, { ...businessCalls[0], token });
    expect(back.status).toBe(200);
  });

  it('a disabled shop reaches nothing, onboarding included', async () => {
    const token = await loginTo(s.app, 'admin', 'sunrise');
    await setState(sunrise, 'disabled', '1 year');
    await heard(token, 403);
    try {
      for (const c of [...businessCalls, onboardingCalls[0]]) {
        const res = await call(s.app, { ...c, token });
        expect(res.status, `${c.method} ${c.url}`).toBe(403);
        expect(res.body.message).toContain('停用');
      }
    } finally {
      await setState(sunrise, 'active', '1 year');
      await heard(token, 200);
    }
  });

  it('the platform company has no plan and is never held back', async () => {
    const token = await loginTo(s.app, 'admin', 'platform');
    const res = await caller(s, token).get('/api/systemCompanyConfig/list?page=0&size=10');
    expect(res.status).toBe(200);
  });
});

describe("the plan's limits", () => {
  async function planWithRoom(companyId: number, table: 'hh_stores' | 'company_members', room: number) {
    const [{ n }] = (
      await exec(sql`select count(*)::int as n from ${sql.identifier(table)}
      where company_id = ${companyId}`)
    ).rows as [{ n: number }];
    const [{ id }] = (
      await exec(sql`insert into plans (name, name_en, price, duration_days, max_stores, max_staff)
      values ('测试版', 'Test', '1.00', 30, ${table === 'hh_stores' ? n + room : 1000},
        ${table === 'company_members' ? n + room : 1000}) returning id`)
    ).rows as [{ id: number }];
    await exec(sql`update companies set plan_id = ${id} where id = ${companyId}`);
    return n + room;
  }

  it('refuses a store past the plan, with the limit in the message, and takes turns at the last place', async () => {
    const token = await loginTo(s.app, 'carol', 'harbour');
    const max = await planWithRoom(harbour, 'hh_stores', 1);
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(s.app, { method: 'POST', url: '/api/hhStores', token, payload: { name: `限额门店${i}` } }),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const refused = tries.find((r) => r.status === 409)!;
    expect(refused.body.message).toContain(`最多可开${max}家门店`);
    const [{ n }] = (await exec(sql`select count(*)::int as n from hh_stores where company_id = ${harbour}`))
      .rows as [{ n: number }];
    expect(n).toBe(max);
  });

  it('refuses a staff member, an invitation and its acceptance past the plan', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const max = await planWithRoom(sunrise, 'company_members', 1);
    const staff = (phone: string, name: string) => ({
      username: name,
      nickName: name,
      phone,
      password: 'welcome1',
      roles: [],
    });
    const add = (phone: string, name: string) =>
      call(s.app, { method: 'POST', url: '/api/users', token, payload: staff(phone, name) });
    const invited = await add('13800000002', 'bobby');
    expect(invited.body).toMatchObject({ invited: true });
    expect((await add('13700000101', 'limit1')).status).toBe(200);
    const full = `最多可有${max}名员工`;
    const second = await add('13700000102', 'limit2');
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(full);

    const bob = await login(s.app, 'bob');
    const mine = await call(s.app, { method: 'GET', url: '/api/invitations', token: bob });
    const accept = await call(s.app, {
      method: 'POST',
      url: `/api/invitations/${mine.body[0].id}/accept`,
      token: bob,
    });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toContain(full);
    const [{ n }] = (
      await exec(sql`select count(*)::int as n from company_members where company_id = ${sunrise}`)
    ).rows as [{ n: number }];
    expect(n).toBe(max);
  });
});
