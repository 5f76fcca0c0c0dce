import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { staffStoreIds } from '../src/modules/users/index.ts';
import { caller, loginTo, type StaffRow, startTestServer, type TestServer } from './helpers.ts';

/** Clerks bound to stores: set through the staff edit call, shown on staff rows, audited, company-scoped. */

let s: TestServer;
let alice: ReturnType<typeof caller>;
let carolInHarbour: ReturnType<typeof caller>;
let sunriseId: number;
let harbourId: number;
let carolId: number;
let sunriseStores: number[];
let harbourStore: number;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const res = (await s.db.drizzle.execute(query)) as unknown as { rows: T[] };
  return res.rows[0]!;
}

async function carolRow(who = alice): Promise<StaffRow> {
  const page = await who.get('/api/users?size=100');
  expect(page.status).toBe(200);
  return page.body.content.find((u: StaffRow) => u.id === carolId);
}

const edit = (row: StaffRow, extra: object) =>
  alice.put('/api/users', {
    id: row.id,
    username: row.username,
    nickName: row.nickName,
    phone: row.phone,
    email: row.email,
    enabled: row.enabled,
    roles: row.roles.map((r) => r.id),
    ...extra,
  });

beforeAll(async () => {
  s = await startTestServer();
  alice = caller(s, await loginTo(s.app, 'alice', 'sunrise'));
  carolInHarbour = caller(s, await loginTo(s.app, 'carol', 'harbour'));
  sunriseId = Number(
    (await one<{ id: string }>(sql`select id from companies where company_key = 'sunrise'`)).id,
  );
  harbourId = Number(
    (await one<{ id: string }>(sql`select id from companies where company_key = 'harbour'`)).id,
  );
  carolId = Number((await one<{ id: string }>(sql`select id from users where username = 'carol'`)).id);
  // The demo binds carol to a store in each shop; these tests start from a clerk bound to none.
  await s.db.drizzle.execute(sql`delete from user_stores where user_id = ${carolId}`);
  sunriseStores = (await alice.get('/api/hhStores?size=50&sort=id,asc')).body.content.map(
    (r: { id: number }) => r.id,
  );
  harbourStore = (await carolInHarbour.get('/api/hhStores?size=50')).body.content[0].id;
});
afterAll(() => s.close());

describe('staff stores', () => {
  it('starts with no stores on every staff row', async () => {
    expect((await carolRow()).storeIds).toEqual([]);
  });

  it('binds a clerk to stores of the company through the staff edit call, audited old → new', async () => {
    const row = await carolRow();
    const saved = await edit(row, { storeIds: [sunriseStores[1], sunriseStores[0], sunriseStores[1]] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.storeIds).toEqual([...sunriseStores].sort((a, b) => a - b));
    expect((await carolRow()).storeIds).toEqual(saved.body.storeIds);
    const log = await one<{ before: { storeIds: number[] }; after: { storeIds: number[] } }>(
      sql`select before, after from audit_logs where entity = 'user' and entity_id = ${String(carolId)}
        and action = 'update' order by id desc limit 1`,
    );
    expect(log.before.storeIds).toEqual([]);
    expect(log.after.storeIds).toEqual(saved.body.storeIds);
  });

  it('keeps the stores when the edit leaves them out, and clears them with an empty list', async () => {
    const row = await carolRow();
    expect((await edit(row, {})).body.storeIds).toEqual(row.storeIds);
    expect((await carolRow()).storeIds).toEqual(row.storeIds);
    expect((await edit(row, { storeIds: [] })).body.storeIds).toEqual([]);
    expect((await edit(row, { storeIds: [sunriseStores[0]] })).body.storeIds).toEqual([sunriseStores[0]]);
  });

  it("refuses another company's store or an unknown one with a field message, changing nothing", async () => {
    const row = await carolRow();
    for (const storeIds of [[harbourStore], [sunriseStores[0], 99_999_999]]) {
      const res = await edit(row, { storeIds });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'storeIds', message: '所选门店不存在' }]);
    }
    for (const storeIds of [[0], ['x'], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await edit(row, { storeIds })).status).toBe(400);
    }
    expect((await carolRow()).storeIds).toEqual([sunriseStores[0]]);
  });

  it('is per company: the same person has no stores in the other shop', async () => {
    expect((await carolRow(carolInHarbour)).storeIds).toEqual([]);
    const ids = await inCompanyForSystem(s, sunriseId, (tx) => staffStoreIds(tx, sunriseId, carolId));
    expect(ids).toEqual([sunriseStores[0]]);
    const none = await inCompanyForSystem(s, harbourId, (tx) => staffStoreIds(tx, harbourId, carolId));
    expect(none).toEqual([]);
  });

  it('drops a binding when its store is deleted', async () => {
    const store = await alice.post('/api/hhStores', { name: '临时门店' });
    expect(store.status).toBe(200);
    const row = await carolRow();
    await edit(row, { storeIds: [sunriseStores[0], store.body.id] });
    expect((await alice.delete(`/api/hhStores/${store.body.id}`)).status).toBe(204);
    expect((await carolRow()).storeIds).toEqual([sunriseStores[0]]);
  });
});
