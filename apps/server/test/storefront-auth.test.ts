import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';
import {
  companyIdOf,
  rowsOf,
  sendShopperCode,
  shopperSignIn,
  shopperToken,
  writeHeard,
} from './storefront-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const me = (token: string) => call(s.app, { method: 'GET', url: '/api/front/user', token });
const membersWithPhone = (phone: string) =>
  rowsOf<{ uid: string; company_id: string; nickname: string; user_type: string }>(
    s,
    sql`select uid, company_id, nickname, user_type from members where phone = ${phone} order by company_id`,
  );

describe('shopper sign-in by phone and SMS code', () => {
  it('registers a new phone once as a member of that shop, and reuses it on the next sign-in', async () => {
    const phone = '13911110001';
    const first = await shopperSignIn(s, 'sunrise', phone);
    expect(first.status).toBe(200);
    expect(first.body.member).toMatchObject({ nickname: '139****0001', phone, companyKey: 'sunrise' });
    const second = await shopperSignIn(s, 'sunrise', phone);
    expect(second.status).toBe(200);
    expect(second.body.member.uid).toBe(first.body.member.uid);
    const rows = await membersWithPhone(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nickname: '139****0001', user_type: 'h5' });
    const who = await me(second.body.token);
    expect(who.status).toBe(200);
    expect(who.body.uid).toBe(first.body.member.uid);
    expect(who.body.nowMoney).toBe('0.00');
  });

  it('signs an existing member of the shop in as that member', async () => {
    const [seeded] = await rowsOf<{ uid: string; phone: string }>(
      s,
      sql`select m.uid, m.phone from members m join companies c on c.id = m.company_id
        where c.company_key = 'harbour' and m.phone is not null and m.status = 1 order by m.uid limit 1`,
    );
    const res = await shopperSignIn(s, 'harbour', seeded!.phone);
    expect(res.status).toBe(200);
    expect(res.body.member.uid).toBe(Number(seeded!.uid));
    expect(await membersWithPhone(seeded!.phone)).toHaveLength(1);
  });

  it("gives a phone its own member in each shop: another shop's key never reaches the first's member", async () => {
    const phone = '13911110002';
    const a = await shopperSignIn(s, 'sunrise', phone);
    const b = await shopperSignIn(s, 'harbour', phone);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.member.uid).not.toBe(a.body.member.uid);
    expect(b.body.member.companyKey).toBe('harbour');
    const rows = await membersWithPhone(phone);
    expect(rows.map((r) => Number(r.company_id))).toEqual(
      [await companyIdOf(s, 'sunrise'), await companyIdOf(s, 'harbour')].sort((x, y) => x - y),
    );
  });

  it('ties a code to the shop it was sent for: it never signs in to another shop, and still works at its own', async () => {
    const phone = '13911110009';
    const ip = '10.66.0.9';
    const code = await sendShopperCode(s, 'sunrise', phone, ip);
    const login = (companyKey: string) =>
      call(s.app, {
        method: 'POST',
        url: '/api/front/login',
        payload: { companyKey, phone, code },
        remoteAddress: ip,
      });
    const elsewhere = await login('harbour');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/验证码/);
    expect(await membersWithPhone(phone)).toHaveLength(0);
    const home = await login('sunrise');
    expect(home.status).toBe(200);
    expect(home.body.member.companyKey).toBe('sunrise');
  });

  it('kills a code after a few wrong tries, and counts tries before any registration', async () => {
    const phone = '13911110003';
    const ip = '10.66.0.1';
    const code = await sendShopperCode(s, 'sunrise', phone, ip);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(s.app, {
        method: 'POST',
        url: '/api/front/login',
        payload: { companyKey: 'sunrise', phone, code: wrong },
        remoteAddress: ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const late = await call(s.app, {
      method: 'POST',
      url: '/api/front/login',
      payload: { companyKey: 'sunrise', phone, code },
      remoteAddress: ip,
    });
    expect([400, 429]).toContain(late.status);
    expect(await membersWithPhone(phone)).toHaveLength(0);
  });

  it('refuses a member the shop disabled, at sign-in and on the tokens it already holds', async () => {
    const phone = '13911110004';
    const token = await shopperToken(s, 'sunrise', phone);
    expect((await me(token)).status).toBe(200);
    await writeHeard(s, sql`update members set status = 0 where phone = ${phone}`);
    expect((await me(token)).status).toBe(401);
    const again = await shopperSignIn(s, 'sunrise', phone);
    expect(again.status).toBe(403);
    expect(again.body.token).toBeUndefined();
  });

  it('L6: revokes the member’s sessions when the shop disables or deletes the member; enabling again needs a new sign-in', async () => {
    const staff = await loginTo(s.app, 'admin', 'sunrise');
    const phone = '13911110014';
    const token = await shopperToken(s, 'sunrise', phone);
    const [member] = await membersWithPhone(phone);
    const uid = Number(member!.uid);
    const setStatus = (status: number) =>
      call(s.app, { method: 'POST', url: `/api/user/onStatus/${uid}`, token: staff, payload: { status } });
    expect((await setStatus(0)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await shopperSignIn(s, 'sunrise', phone)).status).toBe(403);
    expect((await setStatus(1)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    const fresh = await shopperToken(s, 'sunrise', phone);
    expect((await me(fresh)).status).toBe(200);
    const removed = await call(s.app, { method: 'DELETE', url: '/api/user', token: staff, payload: [uid] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    const open = await rowsOf<{ n: number }>(
      s,
      sql`select count(*)::int as n from shopper_sessions where member_id = ${uid} and revoked_at is null`,
    );
    expect(Number(open[0]!.n)).toBe(0);
  });

  it('ends the session on log out: the token is refused afterwards, a new sign-in works', async () => {
    const phone = '13911110005';
    const token = await shopperToken(s, 'sunrise', phone);
    const out = await call(s.app, { method: 'POST', url: '/api/front/logout', token });
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(await shopperToken(s, 'sunrise', phone))).status).toBe(200);
  });

  it('refuses shops that are unknown, the platform, or not in business', async () => {
    const send = (companyKey: string) =>
      call(s.app, {
        method: 'POST',
        url: '/api/front/login/sms',
        payload: { companyKey, phone: '13911110006' },
        remoteAddress: '10.66.0.9',
      });
    expect((await send('no-such-shop')).status).toBe(404);
    const [platform] = await rowsOf<{ company_key: string }>(
      s,
      sql`select company_key from companies where is_platform`,
    );
    expect((await send(platform!.company_key)).status).toBe(404);
    const token = await shopperToken(s, 'harbour', '13911110007');
    await writeHeard(s, sql`update companies set status = 'disabled' where company_key = 'harbour'`);
    try {
      expect((await send('harbour')).status).toBe(403);
      expect((await me(token)).status).toBe(403);
      expect((await call(s.app, { method: 'GET', url: '/api/front/shops/harbour' })).status).toBe(403);
    } finally {
      await writeHeard(s, sql`update companies set status = 'active' where company_key = 'harbour'`);
    }
    expect((await me(token)).status).toBe(200);
  });

  it('keeps staff and shopper tokens apart', async () => {
    const staff = await loginTo(s.app, 'alice', 'sunrise');
    expect((await me(staff)).status).toBe(401);
    const shopper = await shopperToken(s, 'sunrise', '13911110008');
    expect((await call(s.app, { method: 'GET', url: '/auth/info', token: shopper })).status).toBe(401);
    expect((await call(s.app, { method: 'GET', url: '/api/user', token: shopper })).status).toBe(401);
  });
});
