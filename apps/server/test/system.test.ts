import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, flatMenuTree, login, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { TINY_PNG } from './pictures.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('menus', () => {
  it('builds the caller tree in the router shape, with both languages', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const res = await call(s.app, { method: 'GET', url: '/api/menus/build', token });
    expect(res.status).toBe(200);
    const system = res.body.find((m: { path: string }) => m.path === '/system');
    expect(system).toMatchObject({ component: 'Layout', meta: { title: '系统管理', titleEn: 'System' } });
    const paths = system.children.map((c: { path: string }) => c.path);
    expect(paths).toEqual(['user', 'role', 'dict', 'log']);
    expect(res.body.map((m: { path: string }) => m.path)).toEqual([
      '/home',
      '/order',
      '/goods',
      '/marketing',
      '/shop',
      '/member',
      '/study',
      '/system',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('user:add');
    const study = res.body.find((m: { path: string }) => m.path === '/study');
    expect(study.hidden).toBe(true);
    expect(study.children).toMatchObject([{ path: 'materia/index', hidden: true }]);
    const home = res.body.find((m: { path: string }) => m.path === '/home');
    expect(home.hidden).toBe(true);
    expect(home.children).toMatchObject([{ path: '/dashboard', component: 'dashboard/index', hidden: true }]);
  });

  it('a clerk sees only what the role grants', async () => {
    const token = await loginTo(s.app, 'bob', 'harbour');
    const res = await call(s.app, { method: 'GET', url: '/api/menus/build', token });
    const tree = Object.fromEntries(
      res.body.map((m: { path: string; children: { path: string }[] }) => [
        m.path,
        m.children.map((c) => c.path),
      ]),
    );
    expect(tree).toEqual({
      '/home': ['/dashboard'],
      '/order': ['index', 'detail/:id', 'verify'],
      '/goods': ['product', 'category'],
      '/shop': ['stores', 'dealer', 'express'],
      '/member': ['user'],
      '/system': ['user'],
    });
    expect((await call(s.app, { method: 'GET', url: '/api/roles', token })).status).toBe(403);
  });

  it('only the platform edits menus', async () => {
    const shop = await loginTo(s.app, 'admin', 'sunrise');
    const body = { type: 1, title: '测试', titleEn: 'Test', path: 'test', component: 'test/index', pid: 0 };
    expect(
      (await call(s.app, { method: 'POST', url: '/api/menus', token: shop, payload: body })).status,
    ).toBe(403);
    const platform = await loginTo(s.app, 'admin', 'platform');
    const created = await call(s.app, { method: 'POST', url: '/api/menus', token: platform, payload: body });
    expect(created.status).toBe(200);
    const bad = await caller(s, platform).put('/api/menus', {
      ...body,
      id: created.body.id,
      pid: created.body.id,
    });
    expect(bad.status).toBe(400);
    const list = await call(s.app, { method: 'GET', url: '/api/menus', token: platform });
    expect(list.body.content.some((m: { id: number }) => m.id === created.body.id)).toBe(true);
    const system = list.body.content.find((m: { path: string }) => m.path === '/system');
    const parentDelete = await caller(s, platform).delete('/api/menus', [system.id]);
    expect(parentDelete.status).toBe(400);
    const del = await caller(s, platform).delete('/api/menus', [created.body.id]);
    expect(del.status).toBe(204);
  });

  it('a menu entry the platform deletes is taken from every role that held it', async () => {
    const platform = await loginTo(s.app, 'admin', 'platform');
    const body = {
      type: 1,
      title: '临时',
      titleEn: 'Temporary',
      path: 'temp',
      component: 'temp/index',
      pid: 0,
    };
    const menu = await caller(s, platform).post('/api/menus', body);
    expect(menu.status).toBe(200);
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const role = await caller(s, alice).post('/api/roles', { name: 'Temp holder', level: 3 });
    expect(
      (await caller(s, alice).put('/api/roles/menu', { id: role.body.id, menus: [menu.body.id] })).status,
    ).toBe(204);
    const menusOfRole = async () =>
      (await call(s.app, { method: 'GET', url: '/api/roles?blurry=Temp holder', token: alice })).body
        .content[0].menus;
    expect(await menusOfRole()).toEqual([menu.body.id]);
    expect((await caller(s, platform).delete('/api/menus', [menu.body.id])).status).toBe(204);
    expect(await menusOfRole()).toEqual([]);
  });
});

describe('roles and levels', () => {
  it('nobody creates a role above their own level', async () => {
    const token = await loginTo(s.app, 'dave', 'sunrise');
    const high = await caller(s, token).post('/api/roles', { name: 'Boss', level: 1 });
    expect(high.status).toBe(403);
    const admin = await caller(s, token).post('/api/roles', { name: 'Sneaky', level: 3, isAdmin: true });
    expect(admin.status).toBe(403);
    const ok = await caller(s, token).post('/api/roles', { name: 'Cashier', level: 3 });
    expect(ok.status).toBe(200);
    const dup = await caller(s, token).post('/api/roles', { name: 'Cashier', level: 3 });
    expect(dup.status).toBe(409);
  });

  it('grants only menus the granter holds, and the grant changes permissions', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const flat = await flatMenuTree(s, alice);
    expect(flat.some((m) => m.permission === 'menu:list')).toBe(false);
    const roles = await call(s.app, { method: 'GET', url: '/api/roles?blurry=Clerk', token: alice });
    const clerk = roles.body.content[0];
    const logMenu = flat.find((m) => m.permission === 'log:list')!;
    const userMenu = flat.find((m) => m.permission === 'user:list')!;
    const grant = await caller(s, alice).put('/api/roles/menu', {
      id: clerk.id,
      menus: [userMenu.id, logMenu.id],
    });
    expect(grant.status).toBe(204);
    const carol = await loginTo(s.app, 'carol', 'sunrise');
    const info = await call(s.app, { method: 'GET', url: '/auth/info', token: carol });
    expect(info.body.roles.sort()).toEqual(['log:list', 'user:list']);
    const platform = await loginTo(s.app, 'admin', 'platform');
    const all = await call(s.app, { method: 'GET', url: '/api/menus', token: platform });
    const menuMenu = all.body.content.find((m: { permission: string }) => m.permission === 'menu:list');
    const refused = await caller(s, alice).put('/api/roles/menu', { id: clerk.id, menus: [menuMenu.id] });
    expect(refused.status).toBe(400);
  });

  it('a role with members cannot be deleted; an owner role cannot be touched by a manager', async () => {
    const dave = await loginTo(s.app, 'dave', 'sunrise');
    const roles = await call(s.app, { method: 'GET', url: '/api/roles/all', token: dave });
    const clerk = roles.body.find((r: { level: number; name: string }) => r.level === 3 && r.name === '店员');
    const owner = roles.body.find((r: { isAdmin: boolean }) => r.isAdmin);
    expect(
      (await call(s.app, { method: 'DELETE', url: '/api/roles', token: dave, payload: [clerk.id] })).status,
    ).toBe(409);
    expect(
      (await call(s.app, { method: 'DELETE', url: '/api/roles', token: dave, payload: [owner.id] })).status,
    ).toBe(403);
  });
});

describe('staff users', () => {
  it('lists with the paging convention, filters and a whitelisted sort', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const page = await call(s.app, { method: 'GET', url: '/api/users?page=0&size=2&sort=id,asc', token });
    expect(page.body.totalElements).toBe(4);
    expect(page.body.content.map((u: { username: string }) => u.username)).toEqual(['admin', 'alice']);
    const second = await call(s.app, { method: 'GET', url: '/api/users?page=1&size=2&sort=id,asc', token });
    expect(second.body.content.map((u: { username: string }) => u.username)).toEqual(['carol', 'dave']);
    const found = await call(s.app, { method: 'GET', url: '/api/users?blurry=caro', token });
    expect(found.body.totalElements).toBe(1);
    const bad = await call(s.app, { method: 'GET', url: '/api/users?sort=password_hash,desc', token });
    expect(bad.status).toBe(400);
    const injection = await caller(s, token).get(
      `/api/users?sort=${encodeURIComponent('id;drop table users')}`,
    );
    expect(injection.status).toBe(400);
    expect(JSON.stringify(page.body)).not.toMatch(/argon2|password/i);
  });

  it('creates, edits, resets and removes staff, with the audit trail masking passwords', async () => {
    const token = await loginTo(s.app, 'dave', 'sunrise');
    const me = (await caller(s, token).get('/auth/info')).body.user.id;
    const roles = await call(s.app, { method: 'GET', url: '/api/roles/all', token });
    const clerk = roles.body.find((r: { name: string }) => r.name === '店员');
    const owner = roles.body.find((r: { isAdmin: boolean }) => r.isAdmin);
    const payload = {
      username: 'erin',
      nickName: 'Erin',
      phone: '13711110000',
      password: 'secret1',
      roles: [clerk.id],
    };
    const tooHigh = await caller(s, token).post('/api/users', { ...payload, roles: [owner.id] });
    expect(tooHigh.status).toBe(403);
    const invalid = await caller(s, token).post('/api/users', { ...payload, phone: '123' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].field).toBe('phone');
    const created = await call(s.app, { method: 'POST', url: '/api/users', token, payload });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const edited = await caller(s, token).put('/api/users', {
      id,
      username: 'erin',
      nickName: 'Erina',
      phone: '13711110000',
      enabled: false,
      roles: [clerk.id],
    });
    expect(edited.body).toMatchObject({ nickName: 'Erina', enabled: false });
    const disabledLogin = await caller(s).post('/auth/login', { username: 'erin', password: 'secret1' });
    expect(disabledLogin.status).toBe(200);
    const reset = await caller(s, token).put('/api/users/resetPwd', { ids: [id], password: 'another1' });
    expect(reset.status).toBe(204);
    await login(s.app, 'erin', 'another1');
    const logs = await call(s.app, { method: 'GET', url: `/api/logs?entity=user&size=20`, token });
    expect(logs.status).toBe(200);
    const actions = logs.body.content.map((l: { action: string }) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'resetPassword']));
    const resetLine = logs.body.content.find((l: { action: string }) => l.action === 'resetPassword');
    expect(resetLine).toMatchObject({ username: 'dave', entityId: String(id), after: { password: '***' } });
    expect(JSON.stringify(logs.body)).not.toContain('another1');
    const removed = await call(s.app, { method: 'DELETE', url: '/api/users', token, payload: [id] });
    expect(removed.status).toBe(204);
    const self = await call(s.app, { method: 'DELETE', url: '/api/users', token, payload: [me] });
    expect(self.status).toBe(400);
  });

  it('invites an already registered person instead of adding them, without touching their password', async () => {
    const token = await loginTo(s.app, 'admin', 'harbour');
    const res = await caller(s, token).post('/api/users', {
      username: 'alice',
      nickName: 'Alice',
      phone: '13800000001',
      password: 'whatever1',
      roles: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.invited).toBe(true);
    await login(s.app, 'alice', '123456');
    const staff = await call(s.app, { method: 'GET', url: '/api/users?blurry=alice', token });
    expect(staff.body.totalElements).toBe(0);
  });
});

describe('personal centre', () => {
  it('edits the profile and changes the password, which ends older sessions', async () => {
    const token = await login(s.app, 'bob');
    const profile = await caller(s, token).put('/api/users/center', {
      nickName: 'Bobby',
      phone: '13800000002',
      email: 'bobby@example.com',
    });
    expect(profile.body).toMatchObject({ nickName: 'Bobby', email: 'bobby@example.com' });
    const taken = await caller(s, token).put('/api/users/center', {
      nickName: 'Bobby',
      phone: '13800000001',
    });
    expect(taken.status).toBe(409);
    const wrongOld = await caller(s, token).post('/api/users/updatePass', {
      oldPass: 'nope',
      newPass: 'changed1',
    });
    expect(wrongOld.status).toBe(400);
    await new Promise((r) => setTimeout(r, 1100));
    const changed = await caller(s, token).post('/api/users/updatePass', {
      oldPass: '123456',
      newPass: 'changed1',
    });
    expect(changed.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(s.app, { method: 'GET', url: '/auth/info', token })).status).toBe(401);
    await login(s.app, 'bob', 'changed1');
  });

  it('uploads an avatar, checking the bytes and not the name', async () => {
    const token = await login(s.app, 'carol');
    const form = (name: string, bytes: Buffer, type: string) => {
      const boundary = '----hhtest';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const ok = await call(s.app, {
      method: 'POST',
      url: '/api/users/updateAvatar',
      token,
      ...form('me.png', TINY_PNG, 'image/png'),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.avatar).toMatch(/^\/file\/u\d+\/avatar\/[0-9a-f-]{36}\.png$/);
    const served = await s.app.inject({ method: 'GET', url: ok.body.avatar });
    expect(served.statusCode).toBe(200);
    const forged = await call(s.app, {
      method: 'POST',
      url: '/api/users/updateAvatar',
      token,
      ...form('../../evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png'),
    });
    expect(forged.status).toBe(415);
    const info = await call(s.app, { method: 'GET', url: '/auth/info', token });
    expect(info.body.user.avatar).toBe(ok.body.avatar);
  });
});
