import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginTo, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('my companies and choosing one', () => {
  it('lists the companies of the caller, with my roles there', async () => {
    const token = await login(s.app, 'carol');
    const res = await call(s.app, {
      method: 'GET',
      url: '/api/systemCompanyConfig/getCompanyByUser?userPhone=13800000003',
      token,
    });
    expect(res.status).toBe(200);
    const list = res.body.companyList;
    expect(list.map((c: { companyKey: string }) => c.companyKey)).toEqual(['sunrise', 'harbour']);
    expect(list[0]).toMatchObject({
      companyName: '朝阳优选商城',
      status: 'active',
      roles: ['店员'],
      isPlatform: false,
    });
    expect(list[1].roles).toEqual(['店主']);
  });

  it("refuses to list someone else's companies", async () => {
    const token = await login(s.app, 'carol');
    const res = await call(s.app, {
      method: 'GET',
      url: '/api/systemCompanyConfig/getCompanyByUser?userPhone=13800000001',
      token,
    });
    expect(res.status).toBe(403);
  });

  it('binds a new token to a chosen company and refuses non-members', async () => {
    const token = await login(s.app, 'bob');
    const mine = await call(s.app, {
      method: 'GET',
      url: '/api/systemCompanyConfig/getCompanyByUser?userPhone=13800000002',
      token,
    });
    const harbour = mine.body.companyList[0];
    const chosen = await call(s.app, {
      method: 'GET',
      url: `/api/systemCompanyConfig/choiceCompany?companyId=${harbour.companyId}`,
      token,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ companyKey: 'harbour', roles: ['店员'] });
    const info = await call(s.app, { method: 'GET', url: '/auth/info', token: chosen.body.token });
    expect(info.body.roles.sort()).toEqual([
      'dashboard:products',
      'dealer:list',
      'express:list',
      'goodsCategory:list',
      'member:list',
      'order:detail',
      'order:list',
      'order:ship',
      'order:verify',
      'product:list',
      'product:stock',
      'stores:list',
      'user:list',
    ]);
    const other = await call(s.app, {
      method: 'GET',
      url: `/api/systemCompanyConfig/choiceCompany?companyId=${harbour.companyId - 1}`,
      token,
    });
    expect(other.status).toBe(403);
  });

  it('company routes need a chosen company', async () => {
    const token = await login(s.app, 'alice');
    const res = await call(s.app, { method: 'GET', url: '/api/users', token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('请先选择店铺');
  });

  it('finds a company by its public key, never the platform', async () => {
    const res = await call(s.app, {
      method: 'GET',
      url: '/api/systemCompanyConfig/getByCompanyKey?companyKey=sunrise',
    });
    expect(res.body).toMatchObject({ companyName: '朝阳优选商城', status: 'active' });
    expect(Object.keys(res.body)).not.toContain('founderId');
    const platform = await call(s.app, {
      method: 'GET',
      url: '/api/systemCompanyConfig/getByCompanyKey?companyKey=platform',
    });
    expect(platform.status).toBe(404);
  });

  it('tells the founder of the current company only', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const summary = await call(s.app, { method: 'GET', url: '/api/dashboard/summary', token });
    expect(summary.body).toMatchObject({ storeCount: 2, dealerCount: 2, roles: ['店主'] });
    const id = summary.body.company.companyId;
    const founder = await call(s.app, {
      method: 'GET',
      url: `/api/systemCompanyMember/getFounder?id=${id}`,
      token,
    });
    expect(founder.body.username).toBe('alice');
    const other = await call(s.app, {
      method: 'GET',
      url: `/api/systemCompanyMember/getFounder?id=${id + 1}`,
      token,
    });
    expect(other.status).toBe(404);
  });

  it('a token for a company the person has left stops working there', async () => {
    const adminB = await loginTo(s.app, 'admin', 'harbour');
    const bobB = await loginTo(s.app, 'bob', 'harbour');
    const staff = await call(s.app, { method: 'GET', url: '/api/users?size=50', token: adminB });
    const bob = staff.body.content.find((u: { username: string }) => u.username === 'bob');
    const removed = await call(s.app, {
      method: 'DELETE',
      url: '/api/users',
      token: adminB,
      payload: [bob.id],
    });
    expect(removed.status).toBe(204);
    const after = await call(s.app, { method: 'GET', url: '/api/users', token: bobB });
    expect(after.status).toBe(403);
  });
});
