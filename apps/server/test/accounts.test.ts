import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  call,
  caller,
  flatMenuTree,
  login,
  loginTo,
  startTestServer,
  type TestServer,
} from './helpers.ts';

/**
 * Security review C1, M1 and M2: a company never writes the global account of a person it shares
 * (or of a platform operator), existing people are invited instead of added, a phone changes only
 * with a code sent to it, and a role is granted only by someone who holds all it carries.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function idOf(username: string): Promise<number> {
  const res = (await s.db.drizzle.execute(
    sql`select id from users where username = ${username}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(res.rows[0]!.id);
}

async function passwordHashOf(username: string): Promise<string> {
  const res = (await s.db.drizzle.execute(
    sql`select password_hash from users where username = ${username}`,
  )) as unknown as { rows: { password_hash: string }[] };
  return res.rows[0]!.password_hash;
}

async function rolesOf(
  token: string,
): Promise<{ id: number; name: string; level: number; isAdmin: boolean }[]> {
  return (await call(s.app, { method: 'GET', url: '/api/roles/all', token })).body;
}

async function staffIds(token: string): Promise<number[]> {
  const page = await call(s.app, { method: 'GET', url: '/api/users?size=100', token });
  return page.body.content.map((u: { id: number }) => u.id);
}

/** A self-registered person with their own (paid, active) shop, as in exploit B of the review. */
async function ownShop(phone: string, name: string): Promise<string> {
  const sent = await caller(s).post('/auth/sms/send', { phone, scene: 'register' });
  const registered = await caller(s).post('/auth/userRegister', {
    phone,
    code: sent.body.code,
    password: 'evil123',
    username: `u${phone}`,
  });
  const token = registered.body.token as string;
  const created = await caller(s, token).post('/api/systemCompanyConfig', {
    companyName: name,
    contactName: 'M',
    contactPhone: phone,
  });
  const companyId = Number(created.body.companyId);
  await s.db.drizzle.execute(
    sql`update companies set status = 'active', expire_time = now() + interval '30 days' where id = ${companyId}`,
  );
  const chosen = await caller(s, token).get(`/api/systemCompanyConfig/choiceCompany?companyId=${companyId}`);
  return chosen.body.token as string;
}

describe('C1: a company cannot take over a global account', () => {
  it('exploit A: a manager cannot reset or rename a person shared with another shop', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const carol = await idOf('carol');
    const hash = await passwordHashOf('carol');
    const reset = await caller(s, alice).put('/api/users/resetPwd', { ids: [carol], password: 'pwned123' });
    expect(reset.status).toBe(409);
    expect(reset.body.message).toBe('该成员同时属于其他店铺，密码只能由本人修改');
    expect(await passwordHashOf('carol')).toBe(hash);
    await login(s.app, 'carol', '123456');
    const english = await call(s.app, {
      method: 'PUT',
      url: '/api/users/resetPwd',
      token: alice,
      headers: { 'accept-language': 'en' },
      payload: { ids: [carol], password: 'pwned123' },
    });
    expect(english.body.message).toBe(
      'This person also belongs to other shops; only they can change their password',
    );
    const staff = await call(s.app, { method: 'GET', url: '/api/users?blurry=carol', token: alice });
    const row = staff.body.content[0];
    const renamed = await caller(s, alice).put('/api/users', {
      id: carol,
      username: 'carol',
      nickName: 'Not Carol',
      phone: row.phone,
      enabled: true,
      roles: [],
    });
    expect(renamed.status).toBe(409);
    expect(
      (await call(s.app, { method: 'GET', url: '/auth/info', token: await login(s.app, 'carol') })).body.user,
    ).toMatchObject({ nickName: '陈可欣' });
  });

  it('a company still resets and edits a person who belongs only to it', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const created = await addStaff(s, alice, ['solo', 'Solo', '13711112001', 'secret1'], []);
    expect(created.status).toBe(200);
    const reset = await caller(s, alice).put('/api/users/resetPwd', {
      ids: [created.body.id],
      password: 'fresh123',
    });
    expect(reset.status).toBe(204);
    await login(s.app, 'solo', 'fresh123');
    const edited = await caller(s, alice).put('/api/users', {
      id: created.body.id,
      username: 'solo2',
      nickName: 'Solo',
      phone: '13711112001',
      roles: [],
    });
    expect(edited.status).toBe(200);
  });

  it('exploit B: a self-made shop cannot pull in a platform operator or reset him', async () => {
    const evil = await ownShop('13912345601', 'Evil Shop');
    const admin = await idOf('admin');
    const hash = await passwordHashOf('admin');
    const pulled = await addStaff(s, evil, ['whatever', 'x', '13800000000', 'ignored1'], []);
    expect(pulled.status).toBe(409);
    expect(pulled.body.message).toBe('无法邀请该手机号');
    expect(JSON.stringify(pulled.body)).not.toMatch(/admin|平台|platform/i);
    const reset = await caller(s, evil).put('/api/users/resetPwd', { ids: [admin], password: 'owned999' });
    expect(reset.status).toBe(404);
    expect(await passwordHashOf('admin')).toBe(hash);
    await login(s.app, 'admin', '123456');
  });

  it('a shop owner cannot reset, edit or re-role a platform operator who is in the shop', async () => {
    const adminA = await loginTo(s.app, 'admin', 'sunrise');
    const owner = (await rolesOf(adminA)).find((r) => r.isAdmin)!;
    const created = await addStaff(s, adminA, ['owner_a', 'Owner A', '13711112002', 'secret1'], [owner.id]);
    expect(created.status).toBe(200);
    const ownerA = await loginTo(s.app, 'owner_a', 'sunrise', 'secret1');
    const admin = await idOf('admin');
    const hash = await passwordHashOf('admin');
    const reset = await caller(s, ownerA).put('/api/users/resetPwd', { ids: [admin], password: 'owned999' });
    expect(reset.status).toBe(409);
    expect(reset.body.message).toBe('该成员是平台运营人员，店铺不能修改其账号或角色');
    const reRoled = await caller(s, ownerA).put('/api/users', {
      id: admin,
      username: 'admin',
      nickName: '平台管理员',
      phone: '13800000000',
      roles: [],
    });
    expect(reRoled.status).toBe(409);
    expect(await passwordHashOf('admin')).toBe(hash);
    expect((await call(s.app, { method: 'GET', url: '/auth/info', token: adminA })).body.roles).toContain(
      'admin',
    );
  });
});

describe('C1: an existing person is invited, and joins only by accepting', () => {
  it('invites without telling who it is; the person sees, accepts and works in the shop', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const clerk = (await rolesOf(alice)).find((r) => r.name === '店员')!;
    const bob = await idOf('bob');
    const invited = await addStaff(s, alice, ['newclerk', 'New', '13800000002', 'welcome1'], [clerk.id]);
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual({ invited: true, message: '已发送邀请，对方接受后加入本店' });
    expect(await staffIds(alice)).not.toContain(bob);
    const again = await addStaff(s, alice, ['newclerk', 'New', '13800000002', 'welcome1'], []);
    expect(again.status).toBe(409);

    const pending = await call(s.app, { method: 'GET', url: '/api/users/invitations', token: alice });
    expect(pending.body).toHaveLength(1);
    expect(pending.body[0]).toMatchObject({ phone: '13800000002', roles: ['店员'], invitedBy: '林晓丽' });
    expect(JSON.stringify(pending.body)).not.toMatch(/bob/i);

    const bobToken = await login(s.app, 'bob');
    const mine = await call(s.app, { method: 'GET', url: '/api/invitations', token: bobToken });
    expect(mine.body).toEqual([
      expect.objectContaining({ companyName: '朝阳优选商城', roles: ['店员'], invitedBy: '林晓丽' }),
    ]);
    const id = mine.body[0].id;
    const carol = await login(s.app, 'carol');
    expect((await call(s.app, { method: 'GET', url: '/api/invitations', token: carol })).body).toEqual([]);
    const stolen = await call(s.app, { method: 'POST', url: `/api/invitations/${id}/accept`, token: carol });
    expect(stolen.status).toBe(404);
    const harbour = await loginTo(s.app, 'admin', 'harbour');
    const otherShop = await caller(s, harbour).delete(`/api/users/invitations/${id}`);
    expect(otherShop.status).toBe(404);

    const accepted = await caller(s, bobToken).post(`/api/invitations/${id}/accept`);
    expect(accepted.status).toBe(200);
    const twice = await caller(s, bobToken).post(`/api/invitations/${id}/accept`);
    expect(twice.status).toBe(409);
    const inShop = await caller(s, bobToken).get(
      `/api/systemCompanyConfig/choiceCompany?companyId=${accepted.body.companyId}`,
    );
    expect(inShop.status).toBe(200);
    const info = await call(s.app, { method: 'GET', url: '/auth/info', token: inShop.body.token });
    expect(info.body.roles).toContain('user:list');
    expect(await staffIds(alice)).toContain(bob);
    expect((await call(s.app, { method: 'GET', url: '/api/users/invitations', token: alice })).body).toEqual(
      [],
    );
    await login(s.app, 'bob', '123456');
  });

  it('a person declines; a manager cancels; a closed invitation cannot be accepted', async () => {
    const adminB = await loginTo(s.app, 'admin', 'harbour');
    const invite = () => addStaff(s, adminB, ['whoever', 'W', '13800000001', 'welcome1'], []);
    expect((await invite()).status).toBe(200);
    const alice = await login(s.app, 'alice');
    const [first] = (await call(s.app, { method: 'GET', url: '/api/invitations', token: alice })).body;
    expect(
      (await call(s.app, { method: 'POST', url: `/api/invitations/${first.id}/decline`, token: alice }))
        .status,
    ).toBe(204);
    expect((await call(s.app, { method: 'GET', url: '/api/invitations', token: alice })).body).toEqual([]);

    expect((await invite()).status).toBe(200);
    const [second] = (await call(s.app, { method: 'GET', url: '/api/users/invitations', token: adminB }))
      .body;
    expect(
      (await call(s.app, { method: 'DELETE', url: `/api/users/invitations/${second.id}`, token: adminB }))
        .status,
    ).toBe(204);
    const late = await caller(s, alice).post(`/api/invitations/${second.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('该邀请已失效');
    expect(
      (await caller(s, alice).get('/api/systemCompanyConfig/getCompanyByUser?userPhone=13800000001')).body
        .companyList,
    ).toHaveLength(1);
  });

  it('checks the roles against the inviter when inviting; a role deleted since is left out on accepting', async () => {
    const dave = await loginTo(s.app, 'dave', 'sunrise');
    const roles = await rolesOf(dave);
    const owner = roles.find((r) => r.isAdmin)!;
    await ownShop('13912345602', 'Dora Shop');
    const tooHigh = await addStaff(s, dave, ['x_dora', 'D', '13912345602', 'welcome1'], [owner.id]);
    expect(tooHigh.status).toBe(403);
    const temp = await caller(s, dave).post('/api/roles', { name: 'Temp', level: 4, description: '' });
    const clerk = roles.find((r) => r.name === '店员')!;
    const invited = await addStaff(
      s,
      dave,
      ['x_dora', 'D', '13912345602', 'welcome1'],
      [clerk.id, temp.body.id],
    );
    expect(invited.status).toBe(200);
    expect(
      (await call(s.app, { method: 'DELETE', url: '/api/roles', token: dave, payload: [temp.body.id] }))
        .status,
    ).toBe(204);
    const dora = await login(s.app, 'u13912345602', 'evil123');
    const [inv] = (await call(s.app, { method: 'GET', url: '/api/invitations', token: dora })).body;
    expect(inv.roles).toEqual(['店员']);
    expect(
      (await call(s.app, { method: 'POST', url: `/api/invitations/${inv.id}/accept`, token: dora })).status,
    ).toBe(200);
    const row = (await call(s.app, { method: 'GET', url: '/api/users?blurry=u13912345602', token: dave }))
      .body.content[0];
    expect(row.roles.map((r: { name: string }) => r.name)).toEqual(['店员']);
  });
});

describe('M1: a phone changes only with a code sent to the new phone', () => {
  it('refuses a new phone without the code, and takes it with the code', async () => {
    const token = await login(s.app, 'carol');
    const profile = { nickName: 'Carol', phone: '13566667777', email: 'carol@example.com' };
    const bare = await call(s.app, { method: 'PUT', url: '/api/users/center', token, payload: profile });
    expect(bare.status).toBe(400);
    expect(bare.body.errors[0]).toMatchObject({
      field: 'code',
      message: '更换手机号需填写新手机号收到的验证码',
    });
    const publicSend = await caller(s).post('/auth/sms/send', { phone: '13566667777', scene: 'changePhone' });
    expect(publicSend.status).toBe(400);
    const loginCode = await caller(s).post('/auth/sms/send', { phone: '13566667777', scene: 'login' });
    const wrongScene = await caller(s, token).put('/api/users/center', {
      ...profile,
      code: loginCode.body.code,
    });
    expect(wrongScene.status).toBe(400);
    await s.db.drizzle.execute(sql`delete from sms_codes where phone = '13566667777'`);
    const anonymous = await caller(s).post('/api/users/center/sms', { phone: '13566667777' });
    expect(anonymous.status).toBe(401);
    const taken = await caller(s, token).post('/api/users/center/sms', { phone: '13800000001' });
    expect(taken.status).toBe(409);
    const sent = await caller(s, token).post('/api/users/center/sms', { phone: '13566667777' });
    expect(sent.status).toBe(200);
    const tooSoon = await caller(s, token).post('/api/users/center/sms', { phone: '13566667777' });
    expect(tooSoon.status).toBe(429);
    const changed = await caller(s, token).put('/api/users/center', { ...profile, code: sent.body.code });
    expect(changed.status).toBe(200);
    expect(changed.body.phone).toBe('13566667777');
    const sameAgain = await caller(s, token).put('/api/users/center', { ...profile, nickName: 'Caz' });
    expect(sameAgain.status).toBe(200);
  });
});

describe('M2: a role is granted only by someone who holds what it carries', () => {
  it('replays the review: a manager cannot give herself or others a role with permissions she lacks', async () => {
    const owner = await loginTo(s.app, 'admin', 'harbour');
    const billing = await caller(s, owner).post('/api/roles', { name: 'Billing', level: 5, description: '' });
    const flat = await flatMenuTree(s, owner);
    const pay = flat.filter((m) => m.permission === 'company:pay' || m.permission === 'company:edit');
    expect(pay.length).toBeGreaterThan(0);
    const granted = await caller(s, owner).put('/api/roles/menu', {
      id: billing.body.id,
      menus: pay.map((m) => m.id),
    });
    expect(granted.status).toBe(204);
    const admins = await caller(s, owner).post('/api/roles', {
      name: 'Deputy',
      level: 5,
      description: '',
      isAdmin: true,
    });
    const dave = await loginTo(s.app, 'dave', 'harbour');
    const roles = await rolesOf(dave);
    const manager = roles.find((r) => r.name === '店长')!;
    const clerk = roles.find((r) => r.name === '店员')!;
    const daveId = await idOf('dave');
    const bobId = await idOf('bob');
    const staff = (await call(s.app, { method: 'GET', url: '/api/users?size=100', token: dave })).body
      .content;
    const me = staff.find((u: { id: number }) => u.id === daveId);
    const bob = staff.find((u: { id: number }) => u.id === bobId);
    const edit = (
      who: { id: number; username: string; nickName: string; phone: string; email: string | null },
      roleIds: number[],
    ) =>
      caller(s, dave).put('/api/users', {
        id: who.id,
        username: who.username,
        nickName: who.nickName,
        phone: who.phone,
        email: who.email,
        roles: roleIds,
      });
    const self = await edit(me, [manager.id, billing.body.id]);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('不能修改自己的角色');
    const unchanged = await edit(me, [manager.id]);
    expect(unchanged.status).toBe(200);
    const toBob = await edit(bob, [clerk.id, billing.body.id]);
    expect(toBob.status).toBe(403);
    expect(toBob.body.message).toBe('不能分配含有自己没有的权限的角色');
    const adminRole = await edit(bob, [admins.body.id]);
    expect(adminRole.status).toBe(403);
    expect(adminRole.body.message).toBe('只有管理员可以分配管理员角色');
    const created = await addStaff(s, dave, ['payer', 'P', '13711112003', 'secret1'], [billing.body.id]);
    expect(created.status).toBe(403);
    const invited = await addStaff(s, dave, ['payer', 'P', '13800000001', 'secret1'], [billing.body.id]);
    expect(invited.status).toBe(403);
    expect((await edit(bob, [clerk.id])).status).toBe(200);
    expect((await call(s.app, { method: 'GET', url: '/api/ylOrder', token: dave })).status).toBe(403);
    expect(
      (
        await caller(s, owner).put('/api/users', {
          id: bob.id,
          username: bob.username,
          nickName: bob.nickName,
          phone: bob.phone,
          email: bob.email,
          roles: [clerk.id, billing.body.id],
        })
      ).status,
    ).toBe(200);
  });
});
