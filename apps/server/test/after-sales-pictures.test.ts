import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PICTURE_KEPT_MS,
  PICTURES_PER_DAY,
  PICTURES_WAITING_MAX,
} from '../src/modules/after-sales/pictures.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { afterSalesServer, expectOk, paidOrder } from './after-sales-fixture.ts';
import { call, caller, multipartForm } from './helpers.ts';
import { TINY_PNG } from './pictures.ts';
import { rowsOf, shopperToken } from './storefront-helpers.ts';

const { t, shop } = afterSalesServer('13966660041');
const HOUR = 3_600_000;

const upload = (token: string) =>
  call(t.s.app, {
    method: 'POST',
    url: '/api/front/after-sales/pictures',
    token,
    ...multipartForm(TINY_PNG, 'p.png'),
  });

/** An application on a new order naming these pictures. */
async function applyNaming(token: string, memberId: number, pictureIds: number[]) {
  const o = await paidOrder(t.s, {
    companyId: shop.companyId,
    memberId,
    status: 'toShip',
    lines: [{ ...shop.skus[2]!, quantity: 1 }],
  });
  return caller(t.s, token).post('/api/front/after-sales', {
    orderId: o.id,
    type: 'refund',
    lines: [{ orderLineId: o.lineIds[0], quantity: 1 }],
    reason: 'damaged',
    pictureIds,
  });
}

const applyWith = async (token: string, memberId: number, pictureIds: number[]) =>
  expectOk(await applyNaming(token, memberId, pictureIds));

const fileOf = (key: string) => path.join(t.s.deps.config.dataDir, 'uploads', ...key.split('/'));

async function pictureRow(id: number) {
  const [row] = await rowsOf<{ storage_key: string; after_sale_id: string | null }>(
    t.s,
    sql`select storage_key, after_sale_id from after_sale_pictures where id = ${id}`,
  );
  return row;
}

describe('after-sale pictures (review M3)', () => {
  it('keeps at most nine pictures waiting for an application and thirty uploads a day per shopper', async () => {
    const token = await shopperToken(t.s, 'sunrise', '13966660042');
    const me = Number(expectOk(await caller(t.s, token).get('/api/front/user')).uid);
    const ids: number[] = [];
    for (let i = 0; i < PICTURES_WAITING_MAX; i++) ids.push(expectOk(await upload(token)).id);
    const refused = await upload(token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('最多保留 9 张未提交的售后图片：请先提交申请，或 24 小时后再试');
    // Another shopper is not held by this one's pictures.
    expect((await upload(shop.shopper)).status).toBe(200);

    let uploaded = PICTURES_WAITING_MAX;
    while (uploaded < PICTURES_PER_DAY) {
      await applyWith(token, me, ids.splice(0));
      const room = Math.min(PICTURES_WAITING_MAX, PICTURES_PER_DAY - uploaded);
      for (let i = 0; i < room; i++) ids.push(expectOk(await upload(token)).id);
      uploaded += room;
    }
    await applyWith(token, me, ids.splice(0));
    const daily = await upload(token);
    expect(daily.status).toBe(429);
    expect(daily.body.message).toBe('每 24 小时最多上传 30 张售后图片，请稍后再试');
    const [left] = await rowsOf<{ n: number }>(
      t.s,
      sql`select count(*)::int as n from after_sale_pictures where member_id = ${me}`,
    );
    expect(left!.n).toBe(PICTURES_PER_DAY);
  });

  it('lets parallel uploads past the limit no further than nine', async () => {
    const token = await shopperToken(t.s, 'sunrise', '13966660043');
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PICTURES_WAITING_MAX);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - PICTURES_WAITING_MAX);
  });

  it('deletes a picture no application names a day after its upload, row and file, and keeps the ones named', async () => {
    const token = await shopperToken(t.s, 'sunrise', '13966660044');
    const me = Number(expectOk(await caller(t.s, token).get('/api/front/user')).uid);
    const kept = expectOk(await upload(token));
    const dropped = expectOk(await upload(token));
    const keptKey = (await pictureRow(kept.id))!.storage_key;
    const droppedKey = (await pictureRow(dropped.id))!.storage_key;
    expect(existsSync(fileOf(droppedKey))).toBe(true);
    await applyWith(token, me, [kept.id]);

    await runDueJobs(t.s.db, new Date(Date.now() + PICTURE_KEPT_MS - HOUR));
    expect(await pictureRow(dropped.id)).toBeDefined();
    await runDueJobs(t.s.db, new Date(Date.now() + PICTURE_KEPT_MS + HOUR));
    expect(await pictureRow(dropped.id)).toBeUndefined();
    expect(existsSync(fileOf(droppedKey))).toBe(false);
    expect(await pictureRow(kept.id)).toMatchObject({ after_sale_id: expect.anything() });
    expect(existsSync(fileOf(keptKey))).toBe(true);
    const gone = await applyNaming(token, me, [dropped.id]);
    expect(gone.body.errors[0].field).toBe('pictureIds');
  });

  it('removes the file on a later try when the first removal fails, though the row is already gone', async () => {
    const token = await shopperToken(t.s, 'sunrise', '13966660045');
    const picture = expectOk(await upload(token));
    const key = (await pictureRow(picture.id))!.storage_key;
    const storage = t.s.deps.storage;
    const remove = storage.remove.bind(storage);
    storage.remove = async () => {
      throw new Error('storage unavailable');
    };
    try {
      await runDueJobs(t.s.db, new Date(Date.now() + PICTURE_KEPT_MS + HOUR));
    } finally {
      storage.remove = remove;
    }
    expect(await pictureRow(picture.id)).toBeUndefined();
    expect(existsSync(fileOf(key))).toBe(true);
    const [job] = await rowsOf<{ attempts: number; done: boolean }>(
      t.s,
      sql`select attempts, done_at is not null as done from jobs where ref = ${key}`,
    );
    expect(job).toEqual({ attempts: 1, done: false });
    await runDueJobs(t.s.db, new Date(Date.now() + PICTURE_KEPT_MS + 3 * HOUR));
    expect(existsSync(fileOf(key))).toBe(false);
  });
});
