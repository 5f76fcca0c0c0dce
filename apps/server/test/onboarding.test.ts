import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, login, loginTo, signUp, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('shop onboarding through sandbox payment to approval', () => {
  it('creates, pays once, and gets approved', async () => {
    const token = await signUp(s, '13512345678');
    const categories = await caller(s, token).get('/api/ylStoreCategory/getByParentId?parentId=0');
    expect(categories.body.length).toBeGreaterThan(2);
    expect(categories.body[0].hasChildren).toBe(true);
    const sub = await caller(s, token).get(
      `/api/ylStoreCategory/getByParentId?parentId=${categories.body[0].id}`,
    );
    const bad = await caller(s, token).post('/api/systemCompanyConfig', {
      companyName: 'X',
      contactName: '',
      contactPhone: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'companyName',
      'contactName',
      'contactPhone',
    ]);
    const created = await caller(s, token).post('/api/systemCompanyConfig', {
      companyName: '新开小店',
      contactName: '小王',
      contactPhone: '13512345678',
      categoryId: sub.body[0].id,
    });
    expect(created.status).toBe(200);
    const companyId = created.body.companyId;

    const mine = await caller(s, token).get(
      '/api/systemCompanyConfig/getCompanyByUser?userPhone=13512345678',
    );
    expect(mine.body.companyList[0]).toMatchObject({ companyId, status: 'pending_payment', roles: ['店主'] });
    const chosen = await caller(s, token).get(
      `/api/systemCompanyConfig/choiceCompany?companyId=${companyId}`,
    );
    const shop = chosen.body.token;
    const founderCall = {
      method: 'GET',
      url: `/api/systemCompanyMember/getFounder?id=${companyId}`,
    } as const;
    const dictsCall = { method: 'GET', url: '/api/dictDetail?dictName=member_level&size=9999' } as const;
    const unpaid = await call(s.app, { ...dictsCall, token: shop });
    expect(unpaid.status).toBe(403);
    expect(unpaid.body.message).toContain('店铺尚未购买套餐');
    // Onboarding is where the founder is shown: it answers before the shop is paid, to its own people only.
    const founderUnpaid = await call(s.app, { ...founderCall, token: shop });
    expect(founderUnpaid.status).toBe(200);
    expect(founderUnpaid.body.phone).toBe('13512345678');
    const otherFounder = await call(s.app, {
      method: 'GET',
      url: `/api/systemCompanyMember/getFounder?id=${companyId - 1}`,
      token: shop,
    });
    expect(otherFounder.status).toBe(404);

    const plans = await caller(s, shop).get('/api/systemCompanyConfig/getProduct');
    const plan = plans.body[1];
    const order = await call(s.app, {
      method: 'POST',
      url: `/api/createYlOrder/${plan.id}`,
      token: shop,
      headers: { host: 'evil.example' },
    });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ status: 'unpaid', amount: plan.price });
    expect(order.body.orderCode).toMatch(/^YL\d{20}$/);
    const qr = await call(s.app, { method: 'POST', url: '/api/qrCode', token: shop, payload: {} });
    expect(qr.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(qr.body.orderCode).toBe(order.body.orderCode);
    // Without PUBLIC_URL the pay link is this server's own address, whatever Host the request claimed.
    expect(new URL(qr.body.payUrl).origin).toBe(`http://localhost:${s.deps.config.PORT}`);

    const forged = await s.app.inject({
      method: 'GET',
      url: `/payYlCallback/wxCallback/orderCode=${order.body.orderCode}?transactionId=x&amount=${plan.price}&sign=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(400);
    const payPage = await s.app.inject({
      method: 'GET',
      url: new URL(qr.body.payUrl).pathname + new URL(qr.body.payUrl).search,
    });
    expect(payPage.statusCode).toBe(200);
    const link = /href="([^"]+)"/.exec(payPage.body)![1]!.replaceAll('&amp;', '&');
    const tampered = await s.app.inject({
      method: 'GET',
      url: link.replace(`amount=${plan.price}`, 'amount=0.01'),
    });
    expect(tampered.statusCode).toBe(400);
    const paid = await s.app.inject({ method: 'GET', url: link });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    const status = await caller(s, shop).get(`/api/ylOrder/${order.body.orderCode}`);
    expect(status.body).toMatchObject({ status: 'paid', companyStatus: 'pending_approval' });
    const expire1 = (await call(s.app, { method: 'GET', url: '/api/dashboard/summary', token: shop })).body
      .company.expireTime;
    const again = await s.app.inject({ method: 'GET', url: link });
    expect(again.json()).toEqual({ code: 'SUCCESS', message: 'already paid' });
    const expire2 = (await call(s.app, { method: 'GET', url: '/api/dashboard/summary', token: shop })).body
      .company.expireTime;
    expect(expire2).toBe(expire1);
    const days = (new Date(expire1).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(plan.durationDays);

    const platform = await loginTo(s.app, 'admin', 'platform');
    const queue = await caller(s, platform).get('/api/systemCompanyConfig/list?status=pending_approval');
    expect(queue.body.content.map((c: { companyId: number }) => c.companyId)).toEqual([companyId]);
    const noReason = await caller(s, platform).post('/api/systemCompanyConfig/authCompany', {
      companyId,
      status: 2,
    });
    expect(noReason.status).toBe(400);
    const reject = await caller(s, platform).post('/api/systemCompanyConfig/authCompany', {
      companyId,
      status: 2,
      reason: '资料不全',
    });
    expect(reject.status).toBe(200);
    const twice = await caller(s, platform).post('/api/systemCompanyConfig/authCompany', {
      companyId,
      status: 1,
    });
    expect(twice.status).toBe(409);
    await s.db.drizzle.execute(sql`update companies set status = 'pending_approval' where id = ${companyId}`);
    const approve = await caller(s, platform).post('/api/systemCompanyConfig/authCompany', {
      companyId,
      status: 1,
      reason: 'ok',
    });
    expect(approve.status).toBe(200);
    const audits = await caller(s, shop).get(
      `/api/systemCompanyConfig/getAuditByCompanyId?companyId=${companyId}&size=100`,
    );
    expect(audits.body.content.map((a: { status: number; reason: string }) => [a.status, a.reason])).toEqual([
      [1, 'ok'],
      [2, '资料不全'],
    ]);
    const others = await caller(s, shop).get(
      `/api/systemCompanyConfig/getAuditByCompanyId?companyId=${companyId - 1}`,
    );
    expect(others.status).toBe(403);
    const final = await call(s.app, { method: 'GET', url: '/api/dashboard/summary', token: shop });
    expect(final.body.company.status).toBe('active');
    const founder = await call(s.app, { ...founderCall, token: shop });
    expect(founder.body.phone).toBe('13512345678');
    const dicts = await call(s.app, { ...dictsCall, token: shop });
    expect(dicts.body.totalElements).toBe(4);
  });

  it('only the platform approves and manages categories and plans', async () => {
    const shop = await loginTo(s.app, 'admin', 'sunrise');
    expect(
      (await caller(s, shop).post('/api/systemCompanyConfig/authCompany', { companyId: 2, status: 1 }))
        .status,
    ).toBe(403);
    expect((await call(s.app, { method: 'GET', url: '/api/plans', token: shop })).status).toBe(403);
    const platform = await loginTo(s.app, 'admin', 'platform');
    const plan = await caller(s, platform).post('/api/plans', {
      name: '试用版',
      nameEn: 'Trial',
      price: '9.90',
      durationDays: 7,
      maxStores: 1,
      maxStaff: 3,
    });
    expect(plan.body.price).toBe('9.90');
    const cat = await caller(s, platform).post('/api/ylStoreCategory', { name: '宠物', nameEn: 'Pets' });
    expect(cat.status).toBe(200);
    const token = await login(s.app, 'bob');
    const top = await call(s.app, { method: 'GET', url: '/api/ylStoreCategory/getByParentId', token });
    expect(top.body.map((c: { name: string }) => c.name)).toContain('宠物');
  });

  it('edits the shop profile', async () => {
    const edit = (token: string, companyName: string, contactName: string) =>
      caller(s, token).put('/api/systemCompanyConfig', {
        companyName,
        contactName,
        contactPhone: '13800000001',
      });
    const manager = await loginTo(s.app, 'dave', 'sunrise');
    expect((await edit(manager, '新名字', 'A')).status).toBe(403);
    const owner = await loginTo(s.app, 'alice', 'sunrise');
    const ok = await edit(owner, '朝阳优选商城（旗舰）', 'Alice');
    expect(ok.status).toBe(200);
    const summary = await call(s.app, { method: 'GET', url: '/api/dashboard/summary', token: owner });
    expect(summary.body.company.companyName).toBe('朝阳优选商城（旗舰）');
  });
});
