import { describe, expect, it } from 'vitest';
import { call, loginTo, signedInServer } from './helpers.ts';

const t = signedInServer('alice', 'sunrise');

const get = (url: string, token = t.token) => call(t.s.app, { method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token = t.token) =>
  call(t.s.app, { method, url, payload: payload as object, token });

describe('members', () => {
  it('lists with the spec call (size 10000, uid desc) and filters', async () => {
    const all = await get('/api/user?page=0&size=10000&sort=uid,desc');
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(320);
    expect(all.body.content).toHaveLength(320);
    const uids = all.body.content.map((m: { uid: number }) => m.uid);
    expect(uids).toEqual([...uids].sort((a: number, b: number) => b - a));
    expect(all.body.content[0].nowMoney).toMatch(/^\d+\.\d{2}$/);
    const disabled = await get('/api/user?status=0');
    expect(disabled.body.totalElements).toBeGreaterThan(0);
    expect(disabled.body.content.every((m: { status: number }) => m.status === 0)).toBe(true);
    expect((await get('/api/user?sort=nowMoney,desc&size=3')).status).toBe(200);
    expect((await get('/api/user?sort=phone;drop,desc')).status).toBe(400);
  });

  it('adjusts the wallet exactly, never below zero, with a ledger line', async () => {
    const created = await send('POST', '/api/user', { nickname: 'Wallet test', phone: '13600000001' });
    expect(created.status).toBe(200);
    const uid = created.body.uid;
    expect(created.body.nowMoney).toBe('0.00');
    const add = await send('POST', '/api/user/money', { uid, ptype: 1, money: '0.10', remark: 'gift' });
    expect(add.body.nowMoney).toBe('0.10');
    const add2 = await send('POST', '/api/user/money', { uid, ptype: 1, money: 0.2, remark: 'gift' });
    expect(add2.body.nowMoney).toBe('0.30');
    const tooMuch = await send('POST', '/api/user/money', { uid, ptype: 2, money: '0.31', remark: 'take' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('余额不足，无法扣减');
    const bad = await send('POST', '/api/user/money', { uid, ptype: 1, money: '1.234', remark: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('money');
    const negative = await send('POST', '/api/user/money', { uid, ptype: 1, money: '-5', remark: 'x' });
    expect(negative.status).toBe(400);
    const ledger = await get(`/api/user/${uid}/ledger`);
    expect(
      ledger.body.content.map((l: { change: string; balance: string }) => [l.change, l.balance]),
    ).toEqual([
      ['0.20', '0.30'],
      ['0.10', '0.10'],
    ]);
  });

  it('adjusts points with ledger lines; demo members have valid phones and opening lines', async () => {
    const first = (await get('/api/user?size=1&sort=uid,asc')).body.content[0];
    expect(first.phone).toMatch(/^1[34578]\d{9}$/);
    const before = first.integral;
    const add = await send('POST', '/api/user/integral', {
      uid: first.uid,
      ptype: 1,
      integral: 50,
      remark: 'bonus',
    });
    expect(add.body.integral).toBe(before + 50);
    const tooMany = await send('POST', '/api/user/integral', {
      uid: first.uid,
      ptype: 2,
      integral: before + 51,
      remark: 'x',
    });
    expect(tooMany.status).toBe(400);
    const points = await get(`/api/user/${first.uid}/ledger?kind=points`);
    expect(points.body.content[0]).toMatchObject({ kind: 'points', change: '50.00', reason: 'bonus' });
    expect(points.body.totalElements).toBe(before > 0 ? 2 : 1);
  });

  it('never loses an update under concurrent adjustments', async () => {
    const created = await send('POST', '/api/user', { nickname: 'Concurrent', phone: '13600000002' });
    const uid = created.body.uid;
    await send('POST', '/api/user/money', { uid, ptype: 1, money: '100.00', remark: 'seed' });
    const ops = Array.from({ length: 30 }, (_, i) =>
      send('POST', '/api/user/money', { uid, ptype: i % 3 === 0 ? 2 : 1, money: '1.01', remark: `op ${i}` }),
    );
    const results = await Promise.all(ops);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const member = await get(`/api/user/${uid}`);
    expect(member.body.nowMoney).toBe('110.10');
    const ledger = await get(`/api/user/${uid}/ledger?size=100`);
    expect(ledger.body.totalElements).toBe(31);
  });

  it('sets and clears promoters, refusing itself and cycles', async () => {
    const a = (await send('POST', '/api/user', { nickname: 'A', phone: '13600000011' })).body.uid;
    const b = (await send('POST', '/api/user', { nickname: 'B', phone: '13600000012' })).body.uid;
    const c = (await send('POST', '/api/user', { nickname: 'C', phone: '13600000013' })).body.uid;
    expect((await send('POST', '/api/user/spread', { uid: b, spreadUid: a })).body.spreadUid).toBe(a);
    expect((await send('POST', '/api/user/spread', { uid: c, spreadUid: b })).status).toBe(200);
    const cycle = await send('POST', '/api/user/spread', { uid: a, spreadUid: c });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe('推广关系不能形成循环');
    expect((await send('POST', '/api/user/spread', { uid: a, spreadUid: a })).status).toBe(400);
    expect((await send('POST', '/api/user/spread', { uid: c, spreadUid: 0 })).body.spreadUid).toBeNull();
    const status = await send('POST', `/api/user/onStatus/${a}`, { status: 0 });
    expect(status.status).toBe(200);
    expect((await get(`/api/user/${a}`)).body.status).toBe(0);
    const manager = await loginTo(t.s.app, 'dave', 'sunrise');
    expect((await call(t.s.app, { method: 'DELETE', url: `/api/user/${a}`, token: manager })).status).toBe(
      403,
    );
    const owner = await loginTo(t.s.app, 'admin', 'sunrise');
    expect((await call(t.s.app, { method: 'DELETE', url: `/api/user/${a}`, token: owner })).status).toBe(204);
    expect((await get(`/api/user/${b}`)).body.spreadUid).toBeNull();
  });

  it('a clerk may list but not adjust money', async () => {
    const bob = await loginTo(t.s.app, 'bob', 'harbour');
    expect((await get('/api/user?size=1', bob)).status).toBe(200);
    const uid = (await get('/api/user?size=1', bob)).body.content[0].uid;
    expect(
      (await send('POST', '/api/user/money', { uid, ptype: 1, money: '1', remark: 'x' }, bob)).status,
    ).toBe(403);
  });
});

describe('stores and dealers', () => {
  it('walks the region cascade with the same data as auth/cityList', async () => {
    const provinces = await get('/api/hhDealer/getJdCityByPid/0');
    const open = await call(t.s.app, { method: 'GET', url: '/auth/cityList?pid=0' });
    expect(provinces.body).toEqual(open.body);
    const cities = await get('/api/hhDealer/getJdCityByPid/44');
    expect(cities.body.map((c: { name: string }) => c.name)).toContain('广州市');
  });

  it('creates a store with a checked region and derived region name, lists, edits and deletes', async () => {
    const body = {
      name: '天河门店',
      phone: '020-88886666',
      provinceId: 44,
      cityId: 4401,
      districtId: 440106,
      address: '天河路 1 号',
      latitude: 23.1291,
      longitude: 113.3245,
      businessHours: '09:00-22:00',
    };
    const created = await send('POST', '/api/hhStores', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      regionName: '广东省 广州市 天河区',
      latitude: '23.129100',
      pickupEnabled: true,
    });
    const wrong = await send('POST', '/api/hhStores', { ...body, cityId: 1101 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('cityId');
    const hours = await send('POST', '/api/hhStores', { ...body, businessHours: '9am' });
    expect(hours.body.errors[0].field).toBe('businessHours');
    const list = await get('/api/hhStores?blurry=天河');
    expect(list.body.totalElements).toBe(1);
    const edited = await send('PUT', '/api/hhStores', { ...body, id: created.body.id, pickupEnabled: false });
    expect(edited.body.pickupEnabled).toBe(false);
    expect((await get('/api/hhStores?pickupEnabled=false')).body.totalElements).toBe(1);
    expect((await send('DELETE', '/api/hhStores', [created.body.id])).status).toBe(204);
    expect((await get(`/api/hhStores/${created.body.id}`)).status).toBe(404);
    expect((await get('/api/hhStores')).body.totalElements).toBe(2);
  });

  it('manages dealers with level filters', async () => {
    const created = await send('POST', '/api/hhDealer', {
      name: '华南总代',
      level: 1,
      provinceId: 44,
      remark: 'vip',
    });
    expect(created.body.regionName).toBe('广东省');
    expect((await get('/api/hhDealer?level=1')).body.totalElements).toBe(2);
    expect((await send('PUT', '/api/hhDealer', { id: created.body.id, name: '', level: 1 })).status).toBe(
      400,
    );
  });
});

describe('dictionaries', () => {
  it('loads a dictionary by name, and manages its entries', async () => {
    const levels = await get('/api/dictDetail?dictName=dealer_level&page=0&size=9999');
    expect(levels.body.content.map((d: { value: string; label: string }) => [d.value, d.label])).toEqual([
      ['1', '一级经销商'],
      ['2', '二级经销商'],
      ['3', '三级经销商'],
    ]);
    const admin = await loginTo(t.s.app, 'admin', 'sunrise');
    const dict = await send('POST', '/api/dict', { name: 'pay_type', description: 'Payment' }, admin);
    expect(dict.status).toBe(200);
    expect((await send('POST', '/api/dict', { name: 'pay_type' }, admin)).status).toBe(409);
    expect((await send('POST', '/api/dict', { name: 'Bad Name' }, admin)).status).toBe(400);
    const entry = await send(
      'POST',
      '/api/dictDetail',
      { dict: { id: dict.body.id }, label: '微信', value: 'wechat', sort: 1 },
      admin,
    );
    expect(entry.status).toBe(200);
    expect(
      (await send('POST', '/api/dictDetail', { dictId: dict.body.id, label: 'x', value: 'wechat' }, admin))
        .status,
    ).toBe(409);
    const edited = await send(
      'PUT',
      '/api/dictDetail',
      { id: entry.body.id, dictId: dict.body.id, label: '微信支付', value: 'wechat' },
      admin,
    );
    expect(edited.body.label).toBe('微信支付');
    expect(
      (await call(t.s.app, { method: 'DELETE', url: `/api/dictDetail/${entry.body.id}`, token: admin }))
        .status,
    ).toBe(204);
    expect((await get('/api/dictDetail?dictName=pay_type')).body.totalElements).toBe(0);
  });
});

describe('system config', () => {
  it('reads defaults, saves with "setting succeeded", refuses bad values', async () => {
    const before = await get('/api/systemConfig?size=100');
    expect(before.body.content).toEqual(
      expect.arrayContaining([expect.objectContaining({ menuName: 'store_self_mention', value: '1' })]),
    );
    const saved = await call(t.s.app, {
      method: 'POST',
      url: '/api/systemConfig',
      token: t.token,
      payload: { store_self_mention: 2, tengxun_map_key: 'ABCD-KEY' },
      headers: { cookie: 'lang=en' },
    });
    expect(saved.body.message).toBe('setting succeeded');
    const after = await get('/api/systemConfig?size=100');
    const values = Object.fromEntries(
      after.body.content.map((c: { menuName: string; value: string }) => [c.menuName, c.value]),
    );
    expect(values).toEqual({ store_self_mention: '2', tengxun_map_key: 'ABCD-KEY', goods_low_stock: '10' });
    expect((await send('POST', '/api/systemConfig', { store_self_mention: 3 })).status).toBe(400);
    expect(
      (await send('PUT', '/api/systemConfig', { menuName: 'store_self_mention', value: 1 })).status,
    ).toBe(200);
    const harbour = await loginTo(t.s.app, 'admin', 'harbour');
    const other = await get('/api/systemConfig?size=100', harbour);
    expect(other.body.content.find((c: { menuName: string }) => c.menuName === 'tengxun_map_key').value).toBe(
      '',
    );
  });
});
