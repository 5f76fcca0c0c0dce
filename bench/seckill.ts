import {
  type Answer,
  allAtOnce,
  heading,
  inBatches,
  loadAverage,
  messages,
  onMarketingServer,
  POOL,
  p50p99,
  report,
  summary,
  table,
} from './marketing-kit.ts';
import { sqlFloor } from './orders-floor.ts';
import { prepareShop, withOwner } from './orders-setup.ts';
import { ownLimits } from './seckill-own-limits.ts';
import { slotCoveringNow } from './seckill-slot.ts';

/**
 * Seckill on PostgreSQL: an activity on one SKU with UNITS activity units in a slot of the bench's own
 * covering now; SHOPPERS signed-up shoppers, each with a buy-now key confirmed beforehand, all send
 * their one create through the shopper checkout route at once (one client connection each; one create
 * per shopper, within the route's limits of 30 per member and 2,000 per address in 10 s) and pay by
 * wallet when it is made. Exactly UNITS orders, nobody over the limits, the activity's stock 0 and the
 * product's down by exactly UNITS, read back from the database; beside it the raw-SQL floor of
 * `orders-floor.ts` in the same run.
 */
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const UNITS = Number(process.env.BENCH_UNITS ?? 100);
const FLOOR_WORKERS = 50;
const FLOOR_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PRODUCT_STOCK = 1000;
const PRICE = '39.90';
const SECKILL_PRICE = '9.90';
const FOLD_WAIT_MS = 2000;

interface Rush {
  create: Answer;
  pay?: Answer;
  /** ms from the rush's start until this shopper's last answer. */
  doneAt: number;
}

const r = report('seckill.md');
r.say(
  heading(
    'Seckill',
    'every create sent at once, one client connection each; the winners pay by wallet right after.',
  ),
);

await onMarketingServer('seckill', async (m) => {
  const { productId, skuId } = await m.product(`秒杀 bench ${Date.now()}`, PRICE, PRODUCT_STOCK);
  const slot = await slotCoveringNow(m.staff);
  const activity = await m.staff<{ skus: { id: number }[] }>('POST', '/api/seckill/activities', {
    name: 'bench',
    productId,
    startDate: slot.day,
    endDate: slot.day,
    slotIds: [slot.slotId],
    skus: [{ skuId, price: SECKILL_PRICE, total: UNITS, perOrder: 1, perDay: 1, perActivity: 1 }],
  });
  const seckillSkuId = activity.skus[0]!.id;
  const shoppers = await m.shoppers(SHOPPERS, '135', '100.00');
  // Each shopper's buy-now key, confirmed while the page was open (as the orders bench does).
  const keys = await inBatches(shoppers, async (s) => {
    const confirmed = await m.shopper<{ key: string }>(s.token, 'POST', '/api/front/checkout/confirm', {
      skuId,
      quantity: 1,
      activity: { kind: 'seckill', id: seckillSkuId },
    });
    if (confirmed.status !== 200)
      throw new Error(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    return confirmed.body.key;
  });
  if (Date.now() > slot.endsAt - 60_000) throw new Error('the session ends before the rush would be over');

  const loadAtRush = loadAverage();
  const t0 = performance.now();
  const { results: rush, wallMs } = await allAtOnce(shoppers, async (s, i) => {
    const create = await m.shopper<{ id: number }>(s.token, 'POST', `/api/front/checkout/${keys[i]}/create`, {
      addressId: s.addressId,
    });
    if (create.status !== 200) return { create, doneAt: performance.now() - t0 } satisfies Rush;
    const pay = await m.shopper(s.token, 'POST', `/api/front/orders/${create.body.id}/pay`, {
      method: 'wallet',
    });
    return { create, pay, doneAt: performance.now() - t0 } satisfies Rush;
  });
  const winners = rush.filter((x) => x.create.status === 200);
  const paid = winners.filter((x) => x.pay?.status === 200);
  const soldOut = rush.filter((x) => x.create.status === 409).map((x) => x.create);
  const other = rush.filter((x) => x.create.status !== 200 && x.create.status !== 409).map((x) => x.create);
  const winnersSeconds = Math.max(...paid.map((x) => x.doneAt), 1) / 1000;
  const orderRate = paid.length / winnersSeconds;
  const createPay = p50p99(paid.map((x) => x.create.ms + x.pay!.ms));
  const soldOutMs = p50p99(soldOut.map((x) => x.ms));

  const check = await withOwner(m.databaseUrl, async (c) => {
    const orders = await c.query<{ n: string; paid: string; members: string }>(
      `select count(*) n, count(*) filter (where o.status not in ('unpaid', 'cancelled')) paid,
         count(distinct o.member_id) members
       from orders o join order_lines l on l.order_id = o.id
       where l.activity_kind = 'seckill' and l.activity_id = $1`,
      [seckillSkuId],
    );
    const most = await c.query<{ n: string | null }>(
      `select max(n) n from (select member_id, sum(quantity) n from seckill_purchases
         where seckill_sku_id = $1 and returned_at is null group by member_id) t`,
      [seckillSkuId],
    );
    const activityRow = await c.query<{ stock: number; sold: number; ledger: string }>(
      `select stock, sold, (select coalesce(sum(change), 0) from seckill_stock_ledger where seckill_sku_id = s.id and reason = 'order') ledger
       from seckill_skus s where id = $1`,
      [seckillSkuId],
    );
    const sku = await c.query<{ stock: number }>('select stock from product_skus where id = $1', [skuId]);
    // The product's own total is folded from its SKUs shortly after the orders commit.
    await new Promise((done) => setTimeout(done, FOLD_WAIT_MS));
    const product = await c.query<{ stock: number }>('select stock from products where id = $1', [productId]);
    return {
      orders: Number(orders.rows[0]!.n),
      paid: Number(orders.rows[0]!.paid),
      members: Number(orders.rows[0]!.members),
      most: Number(most.rows[0]!.n ?? 0),
      activityStock: activityRow.rows[0]!.stock,
      activitySold: activityRow.rows[0]!.sold,
      activityLedger: Number(activityRow.rows[0]!.ledger),
      productStock: sku.rows[0]!.stock,
      productTotal: product.rows[0]!.stock,
    };
  });

  const floorShop = await prepareShop(m.databaseUrl, 6, 2, FLOOR_WORKERS, 1_000_000);
  const floor = await sqlFloor(m.databaseUrl, floorShop, FLOOR_WORKERS, FLOOR_SECONDS, Number(POOL));
  const floorRate = floor.count / floor.seconds;
  const exact =
    check.orders === UNITS &&
    check.paid === UNITS &&
    check.members === UNITS &&
    check.most === 1 &&
    check.activityStock === 0 &&
    check.activitySold === UNITS &&
    check.activityLedger === -UNITS &&
    check.productStock === PRODUCT_STOCK - UNITS &&
    check.productTotal === PRODUCT_STOCK - UNITS &&
    other.length === 0;

  r.say(
    `## ${SHOPPERS} concurrent shoppers, one seckill create each, on ${UNITS} activity units (1 per order, per day and per activity)\n`,
  );
  r.say(
    `Client concurrency ${SHOPPERS} (every create at once, one connection each), server pool ${POOL}; load average at the rush ${loadAtRush}; all ${SHOPPERS} answered in ${wallMs} ms.\n`,
  );
  r.say(
    table(
      ['', 'answers', 'orders/s', 'of the floor', 'p50 ms', 'p99 ms'],
      [
        [
          '**winners**: create → pay by wallet',
          `${winners.length} created, ${paid.length} paid`,
          orderRate.toFixed(1),
          `**${((orderRate / floorRate) * 100).toFixed(1)} %**`,
          createPay.p50,
          createPay.p99,
        ],
        ['sold-out answers (create)', soldOut.length, '', '', soldOutMs.p50, soldOutMs.p99],
        [
          `raw-SQL floor (stock + order + wallet, one transaction, pool ${POOL}, ${FLOOR_WORKERS} workers, ${FLOOR_SECONDS} s)`,
          floor.count,
          floorRate.toFixed(1),
          '100 %',
          floor.p50,
          floor.p99,
        ],
      ],
    ),
  );
  r.say(
    `\nOrders/s of the winners: ${paid.length} paid orders over the ${winnersSeconds.toFixed(2)} s from the rush's start to the last one paid. Creates: ${summary(rush.map((x) => x.create))}. Refusals: ${messages(soldOut)}${other.length ? `; **other answers: ${messages(other)}**` : ''}.\n`,
  );
  r.say(
    `Read back: ${check.orders} seckill orders (${check.paid} paid) by ${check.members} members, the most any member holds ${check.most} (limit 1); activity stock ${check.activityStock}, sold ${check.activitySold}, its ledger's order lines ${check.activityLedger}; product SKU stock ${PRODUCT_STOCK} → ${check.productStock}, the product's total ${check.productTotal} → ${exact ? '**exact**' : '**WRONG**'}.`,
  );
  r.say('');
  await ownLimits(m, slot, r.say);
});
r.write();
