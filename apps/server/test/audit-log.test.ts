import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginTo, startTestServer, type TestServer } from './helpers.ts';

interface Line {
  id: number;
  userId: number;
  nickName: string | null;
  roles: string[];
  entity: string;
  entityName: string | null;
  action: string;
  createdAt: string;
}

let s: TestServer;
let alice: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
let carolInHarbour: ReturnType<typeof caller>;
let aliceId: number;

const lines = async (who: ReturnType<typeof caller>, query: string): Promise<Line[]> => {
  const res = await who.get(`/api/logs?size=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content;
};

beforeAll(async () => {
  s = await startTestServer();
  alice = caller(s, await loginTo(s.app, 'alice', 'sunrise'));
  admin = caller(s, await loginTo(s.app, 'admin', 'sunrise'));
  carolInHarbour = caller(s, await loginTo(s.app, 'carol', 'harbour'));
  aliceId = (await alice.get('/auth/info')).body.user.id;
  const store = await alice.post('/api/hhStores', { name: '审计门店' });
  expect(store.status).toBe(200);
  expect((await alice.put('/api/hhStores', { ...store.body, name: '审计门店二号' })).status).toBe(200);
  expect((await admin.post('/api/hhDealer', { name: '审计经销商' })).status).toBe(200);
});
afterAll(() => s.close());

describe('the audit log', () => {
  it("names who made each change (name and roles in the company) and the entity's name", async () => {
    const [update, create] = await lines(alice, 'entity=store');
    expect(update).toMatchObject({ action: 'update', nickName: '林晓丽', roles: ['店主'] });
    expect(update!.entityName).toBe('审计门店二号');
    expect(create).toMatchObject({ action: 'create', entityName: '审计门店' });
  });

  it('names the staff member of a line that recorded no row (a password reset)', async () => {
    const added = await admin.post('/api/users', {
      username: 'dora',
      nickName: 'Dora 收银',
      phone: '13766660041',
      password: '123456',
      roles: [],
    });
    expect(added.status).toBe(200);
    const doraId = added.body.id;
    expect((await admin.put('/api/users/resetPwd', { ids: [doraId], password: 'another1' })).status).toBe(
      204,
    );
    const [reset] = await lines(alice, 'action=resetPassword');
    expect(reset).toMatchObject({ entity: 'user', entityName: 'Dora 收银' });
  });

  it('filters by person, entity and time range', async () => {
    const byAlice = await lines(alice, `userId=${aliceId}`);
    expect(byAlice.length).toBeGreaterThanOrEqual(2);
    expect(byAlice.every((l) => l.userId === aliceId)).toBe(true);
    expect(byAlice.map((l) => l.entityName)).not.toContain('审计经销商');

    const dealers = await lines(alice, 'entity=dealer');
    expect(dealers.map((l) => l.entityName)).toEqual(['审计经销商']);

    const [newest] = await lines(alice, '');
    const from = encodeURIComponent(newest!.createdAt);
    const fromNewest = await lines(alice, `startTime=${from}`);
    expect(fromNewest.map((l) => l.id)).toEqual([newest!.id]);
    const before = encodeURIComponent(new Date(Date.parse(newest!.createdAt) - 1).toISOString());
    expect((await lines(alice, `endTime=${before}`)).map((l) => l.id)).not.toContain(newest!.id);
    expect(await lines(alice, `startTime=${from}&endTime=${before}`)).toEqual([]);
  });

  it('lists the people who appear in the log, by name, for the filter', async () => {
    const res = await alice.get('/api/logs/people');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: aliceId, username: 'alice', nickName: '林晓丽' },
        expect.objectContaining({ username: 'admin' }),
      ]),
    );
  });

  it("refuses an IP filter that is not an address (the spec's validator), with a field message", async () => {
    const zh = await alice.get('/api/logs?ip=300.1.1.1');
    expect(zh.status).toBe(400);
    expect(zh.body.errors[0]).toEqual({ field: 'ip', message: '请输入正确的IP地址' });
    expect((await lines(alice, 'ip=10.9.8.7')).length).toBe(0);
    expect((await lines(alice, 'ip=127.0.0.1')).length).toBeGreaterThan(0);
  });

  it("shows another company's token nothing of A's lines or people", async () => {
    expect(await lines(carolInHarbour, `userId=${aliceId}`)).toEqual([]);
    const everything = JSON.stringify(await lines(carolInHarbour, 'entity=store'));
    expect(everything).not.toContain('审计门店');
    const people = await carolInHarbour.get('/api/logs/people');
    expect(people.status).toBe(200);
    expect(people.body.map((p: { username: string }) => p.username)).not.toContain('alice');
  });
});
