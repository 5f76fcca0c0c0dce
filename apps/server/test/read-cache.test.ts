import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, eventually, loginTo, startPeer, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Writes behind every server's back: with triggers off, no change notification is sent. */
async function silentRename(username: string, nickName: string) {
  await s.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update users set nick_name = ${nickName} where username = ${username}`);
  });
}

async function nickOf(app: TestServer['app'], token: string, username: string): Promise<string | undefined> {
  const res = await call(app, { method: 'GET', url: `/api/users?blurry=${username}&size=50`, token });
  expect(res.status).toBe(200);
  return res.body.content.find((u: { username: string }) => u.username === username)?.nickName;
}

let hired = 0;
/** Adds a staff member through the API (a write like any other). */
async function hire(app: TestServer['app'], token: string): Promise<string> {
  hired++;
  const username = `cache${hired}${Date.now() % 100000}`;
  const res = await call(app, {
    method: 'POST',
    url: '/api/users',
    token,
    payload: {
      username,
      nickName: username,
      phone: `1390000${String(1000 + hired).slice(-4)}`,
      password: '123456',
    },
  });
  expect(res.status).toBe(200);
  return username;
}

const usernames = async (app: TestServer['app'], token: string) =>
  (await call(app, { method: 'GET', url: '/api/users?size=100', token })).body.content.map(
    (u: { username: string }) => u.username,
  ) as string[];

describe('reads served from memory', () => {
  it('repeats an answer until a write, and a write through the API shows at once', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const before = await nickOf(s.app, alice, 'carol');
    await silentRename('carol', 'Unannounced');
    // Nothing announced the change: the remembered answer is served.
    expect(await nickOf(s.app, alice, 'carol')).toBe(before);
    const dora = await hire(s.app, alice);
    expect(await usernames(s.app, alice)).toContain(dora);
    expect(await nickOf(s.app, alice, 'carol')).toBe('Unannounced');
  });

  it('sees a write made outside the API once the database announces it', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    await nickOf(s.app, alice, 'carol');
    await s.db.drizzle.execute(sql`update users set nick_name = 'Carol announced' where username = 'carol'`);
    expect(await eventually(() => nickOf(s.app, alice, 'carol'), 'Carol announced')).toBe('Carol announced');
  });

  it('keeps answers apart per company and per caller', async () => {
    const menus = async (token: string) =>
      (await call(s.app, { method: 'GET', url: '/api/menus/build', token })).body;
    const clerk = await menus(await loginTo(s.app, 'carol', 'sunrise'));
    const manager = await menus(await loginTo(s.app, 'carol', 'harbour'));
    expect(JSON.stringify(clerk).length).toBeLessThan(JSON.stringify(manager).length);
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const admin = await loginTo(s.app, 'admin', 'sunrise');
    expect((await call(s.app, { method: 'GET', url: '/auth/info', token: alice })).body.user.username).toBe(
      'alice',
    );
    expect((await call(s.app, { method: 'GET', url: '/auth/info', token: admin })).body.user.username).toBe(
      'admin',
    );
  });

  it('tells another server of writes and sign-outs', async () => {
    const peer = await startPeer(s);
    try {
      const alice = await loginTo(s.app, 'alice', 'sunrise');
      const onPeer = () => usernames(peer.app, alice);
      await onPeer();
      const dora = await hire(s.app, alice);
      const hasDora = async () => (await onPeer()).includes(dora);
      expect(await eventually(hasDora, true)).toBe(true);

      const status = async () =>
        (await call(peer.app, { method: 'GET', url: '/auth/info', token: alice })).status;
      expect(await status()).toBe(200);
      expect((await call(s.app, { method: 'DELETE', url: '/auth/logout', token: alice })).status).toBe(200);
      expect(await eventually(status, 401)).toBe(401);
    } finally {
      await peer.close();
    }
  });

  if (process.env.DATABASE_URL) {
    it('trusts nothing remembered while the notifications cannot be heard', async () => {
      const alice = await loginTo(s.app, 'alice', 'sunrise');
      await nickOf(s.app, alice, 'carol');
      await s.db.drizzle.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN "hh_changes"%'`,
      );
      await new Promise((r) => setTimeout(r, 100));
      await silentRename('carol', 'Carol while deaf');
      expect(await nickOf(s.app, alice, 'carol')).toBe('Carol while deaf');
    });
  }
});
