import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { inCompanyForSystem } from '../src/db/access.ts';
import { type DatabaseHandle, type OpenOptions, openDatabase } from '../src/db/client.ts';
import { productSkus } from '../src/modules/goods/index.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { lockOrder, orders } from '../src/modules/orders/index.ts';
import { payByWallet } from '../src/modules/orders/payments/service.ts';
import { orderEvents } from '../src/modules/orders/schema.ts';
import { scheduleAfterShip } from '../src/modules/orders/timers.ts';
import { moveOrder } from '../src/modules/orders/transitions.ts';
import { seed } from '../src/seed/index.ts';
import { dropDatabase, loginTo, testConfig } from './helpers.ts';
import { companyIdOf, desk, shopperCtx } from './orders-fixture.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const base = process.env.DATABASE_URL;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-order-timers-'));
const dbName = `hh_order_timers_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (base) await dropDatabase(base, dbName);
});

async function where(): Promise<OpenOptions> {
  if (!base) return { dataDir: dir };
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  return { databaseUrl: url.toString(), poolSize: 4 };
}

/** A server on the lasting database: seeded the first time, like a real start. */
async function start(first: boolean) {
  if (first && base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
  }
  const db = await openDatabase(await where());
  // No demo orders: they bring timers of their own (and minutes of seeding); this test counts only its own.
  const config = testConfig({ DATA_DIR: dir });
  const built = await buildApp(config, db);
  if (first) await seed(db, config, built.app.log);
  const server = { ...built, db, databaseUrl: undefined };
  return {
    ...server,
    close: async () => {
      await built.app.close();
      await db.close();
    },
  };
}

const inShop = <T>(db: DatabaseHandle, companyId: number, fn: Parameters<typeof inCompanyForSystem<T>>[2]) =>
  inCompanyForSystem({ db }, companyId, fn);

describe('order timers', () => {
  it('cancel unpaid orders at their deadline across a restart, confirm receipt and complete on time', async () => {
    const first = await start(true);
    const token = await loginTo(first.app, 'admin', 'sunrise');
    const companyId = await companyIdOf({ ...first, close: first.close }, 'sunrise');
    const d = desk({ ...first, close: first.close }, token);
    const skuId = (await d.product('定时商品', [{ price: '10.00', stock: 20 }])).skuIds[0]!;
    const uid = await d.member('定时顾客', '13955550001', '100');
    const settings = await d.send('GET', '/api/order/settings');
    expect(settings.body).toEqual({
      cancelUnpaidMinutes: 30,
      autoReceiveDays: 7,
      autoCompleteDays: 7,
      maxUnpaidOrders: 3,
      maxSkuQuantity: 20,
      repriceMaxPercent: 100,
    });
    expect(
      (await d.send('PUT', '/api/order/settings', { ...settings.body, autoReceiveDays: 0 })).status,
    ).toBe(400);
    expect(
      (await d.send('PUT', '/api/order/settings', { ...settings.body, autoReceiveDays: 3 })).status,
    ).toBe(200);

    const t0 = Date.now();
    const unpaid = (await d.placeOrder(uid, [{ skuId, quantity: 2 }])).created.body;
    const paid = (await d.placeOrder(uid, [{ skuId, quantity: 1 }])).created.body;
    await payByWallet(shopperCtx({ ...first, close: first.close }, companyId, uid), uid, paid.id);
    await first.close();

    const second = await start(false);
    try {
      const stock = async () =>
        (
          await inShop(second.db, companyId, (tx) =>
            tx.select().from(productSkus).where(eq(productSkus.id, skuId)),
          )
        )[0]!.stock;
      const statusOf = async (id: number) =>
        (await inShop(second.db, companyId, (tx) => tx.select().from(orders).where(eq(orders.id, id))))[0]!;
      expect(await stock()).toBe(17);
      await runDueJobs(second.db, new Date(t0 + 29 * MIN));
      expect((await statusOf(unpaid.id)).status).toBe('unpaid');
      await runDueJobs(second.db, new Date(t0 + 31 * MIN));
      expect(await statusOf(unpaid.id)).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
      expect((await statusOf(paid.id)).status).toBe('toShip');
      expect(await stock()).toBe(19);
      const events = await inShop(second.db, companyId, (tx) =>
        tx.select().from(orderEvents).where(eq(orderEvents.orderId, unpaid.id)).orderBy(asc(orderEvents.id)),
      );
      expect(events.at(-1)).toMatchObject({
        action: 'cancel',
        actorKind: 'system',
        params: { reason: 'timeout' },
      });

      // The desk's ship action: the move, then the receipt timer from the company's setting (3 days).
      const shippedAt = new Date();
      await inShop(second.db, companyId, async (tx) => {
        const order = await lockOrder(tx, companyId, paid.id);
        const shipped = await moveOrder(tx, { kind: 'staff', id: 1, name: 'admin' }, order!, 'ship', {
          set: {
            shippingKind: 'express',
            expressCode: 'SF',
            expressName: '顺丰速运',
            trackingNo: 'SF1234567890',
          },
          at: shippedAt,
        });
        await scheduleAfterShip(tx, shipped);
      });
      await runDueJobs(second.db, new Date(shippedAt.getTime() + 3 * DAY - MIN));
      expect((await statusOf(paid.id)).status).toBe('shipped');
      await runDueJobs(second.db, new Date(shippedAt.getTime() + 3 * DAY + MIN));
      const received = await statusOf(paid.id);
      expect(received.status).toBe('received');
      await runDueJobs(second.db, new Date(received.receivedAt!.getTime() + 7 * DAY - MIN));
      expect((await statusOf(paid.id)).status).toBe('received');
      await runDueJobs(second.db, new Date(received.receivedAt!.getTime() + 7 * DAY + MIN));
      expect((await statusOf(paid.id)).status).toBe('completed');
      // Nothing runs twice.
      expect(await runDueJobs(second.db, new Date(t0 + 60 * DAY))).toBe(0);
    } finally {
      await second.close();
    }
  });
});
