import { request } from 'undici';
import { ADDRESS, type Shop, WALLET, withOwner } from './orders-setup.ts';

export interface Latencies {
  count: number;
  seconds: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentiles(ms: number[], seconds: number): Latencies {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return { count: ms.length, seconds, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

/**
 * undici's `request`, not `fetch`: the load generator shares the two cores with the server and
 * PostgreSQL, and fetch's streams cost it about twice the CPU per request.
 */
async function post(base: string, token: string, url: string, body: unknown) {
  const res = await request(base + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  return { status: res.statusCode, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export interface Bought {
  /** `ok`, or the step that refused with 409 (out of stock) */
  outcome: string;
  /** confirm → compute → create → payByWallet, ms */
  flowMs: number;
  /** create → payByWallet, ms */
  createPayMs: number;
}

/** Out of stock (409) at the step named. */
function refused(outcome: string, started: number, creating: number): Bought {
  const now = performance.now();
  return { outcome, flowMs: now - started, createPayMs: now - creating };
}

/** Step 1, confirm: the pre-order's key, or null when the SKU is out of stock (409). */
async function confirmKey(base: string, token: string, memberId: number, skuId: number) {
  const confirmed = await post(base, token, '/api/order/checkout/confirm', {
    memberId,
    lines: [{ skuId, quantity: 1 }],
    address: ADDRESS,
  });
  if (confirmed.status === 409) return null;
  if (confirmed.status !== 200)
    throw new Error(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return String(confirmed.body.key);
}

/** Steps 3 and 4, create then payByWallet: `ok`, or `create 409` when out of stock. */
async function createAndPay(base: string, token: string, memberId: number, key: string) {
  const created = await post(base, token, `/api/order/checkout/${key}/create`, {
    memberId,
    address: ADDRESS,
  });
  if (created.status === 409) return 'create 409';
  if (created.status !== 200) throw new Error(`create ${created.status} ${JSON.stringify(created.body)}`);
  const paid = await post(base, token, `/api/order/${created.body.id}/payByWallet`, { memberId });
  if (paid.status !== 200) throw new Error(`payByWallet ${paid.status} ${JSON.stringify(paid.body)}`);
  return 'ok';
}

/** One member buys one of the SKU through the staff checkout: confirm → compute → create → payByWallet. */
export async function buyOne(base: string, token: string, memberId: number, skuId: number): Promise<Bought> {
  const started = performance.now();
  const key = await confirmKey(base, token, memberId, skuId);
  if (key === null) return refused('confirm 409', started, started);
  const computed = await post(base, token, `/api/order/checkout/${key}/compute`, {
    memberId,
    address: ADDRESS,
  });
  if (computed.status === 409) return refused('compute 409', started, started);
  if (computed.status !== 200) throw new Error(`compute ${computed.status} ${JSON.stringify(computed.body)}`);
  const creating = performance.now();
  const outcome = await createAndPay(base, token, memberId, key);
  if (outcome !== 'ok') return refused(outcome, started, creating);
  const now = performance.now();
  return { outcome, flowMs: now - started, createPayMs: now - creating };
}

/** `workers` shoppers, each its own member, buying in a loop for `seconds`: the whole flow each time. */
export async function checkoutLoad(
  base: string,
  token: string,
  shop: Shop,
  workers: number,
  seconds: number,
) {
  const flow: number[] = [];
  const createPay: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    shop.memberIds.slice(0, workers).map(async (memberId) => {
      while (performance.now() < until) {
        const b = await buyOne(base, token, memberId, shop.skuId);
        if (b.outcome !== 'ok') throw new Error(`checkout refused: ${b.outcome}`);
        flow.push(b.flowMs);
        createPay.push(b.createPayMs);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { flow: percentiles(flow, elapsed), createPay: percentiles(createPay, elapsed) };
}

/**
 * The measure: `workers` shoppers looping create → payByWallet for `seconds`, on keys each
 * confirmed beforehand (as a shopper confirms while browsing, before paying). A shopper who runs
 * out confirms the next key inside the measured time, and the answer says how often that happened.
 */
export async function createPayLoad(
  base: string,
  token: string,
  shop: Shop,
  workers: number,
  seconds: number,
  keysEach: number,
) {
  const shoppers = shop.memberIds.slice(0, workers);
  const keys = await Promise.all(
    shoppers.map(async (memberId) => {
      const mine: string[] = [];
      for (let i = 0; i < keysEach; i++) mine.push((await confirmKey(base, token, memberId, shop.skuId))!);
      return mine;
    }),
  );
  const ms: number[] = [];
  let confirmedInside = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (memberId, i) => {
      while (performance.now() < until) {
        const t = performance.now();
        let key = keys[i]!.pop();
        if (key === undefined) {
          confirmedInside++;
          key = (await confirmKey(base, token, memberId, shop.skuId))!;
        }
        const outcome = await createAndPay(base, token, memberId, key);
        if (outcome !== 'ok') throw new Error(`checkout refused: ${outcome}`);
        ms.push(performance.now() - t);
      }
    }),
  );
  return { ...percentiles(ms, (performance.now() - started) / 1000), confirmedInside };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Round trips to PostgreSQL per create and per pay (`sent`: the server's count of queries so far):
 * one shopper's `rounds` create → payByWallet one after the other, the median of each step's count
 * (a timer's poll now and then falls in a step; the median leaves it out). Each round starts once the
 * previous order's product folds (about 100 ms after its commit) are done, so they count in no step.
 */
/** Longer than the product folds' delay after a commit, with room for a busy machine. */
const FOLDS_SETTLE_MS = 300;

export async function roundTripsPerOrder(
  base: string,
  token: string,
  memberId: number,
  skuId: number,
  sent: () => Promise<number>,
  rounds = 21,
) {
  const create: number[] = [];
  const pay: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const key = (await confirmKey(base, token, memberId, skuId))!;
    await new Promise((r) => setTimeout(r, FOLDS_SETTLE_MS));
    const before = await sent();
    const created = await post(base, token, `/api/order/checkout/${key}/create`, {
      memberId,
      address: ADDRESS,
    });
    if (created.status !== 200) throw new Error(`create ${created.status} ${JSON.stringify(created.body)}`);
    const between = await sent();
    const paid = await post(base, token, `/api/order/${created.body.id}/payByWallet`, { memberId });
    if (paid.status !== 200) throw new Error(`payByWallet ${paid.status} ${JSON.stringify(paid.body)}`);
    create.push(between - before);
    pay.push((await sent()) - between);
  }
  return { create: median(create), pay: median(pay) };
}

/**
 * Shoppers asking to buy a sold-out SKU now (buy-now: the confirm step) in a loop while `going()`,
 * each answer's time; an answer other than 409 stops the bench.
 */
export async function soldOutLoad(
  base: string,
  token: string,
  memberIds: number[],
  skuId: number,
  going: () => boolean,
) {
  const ms: number[] = [];
  const started = performance.now();
  await Promise.all(
    memberIds.map(async (memberId) => {
      while (going()) {
        const t = performance.now();
        if ((await confirmKey(base, token, memberId, skuId)) !== null) throw new Error('sold-out SKU sold');
        ms.push(performance.now() - t);
      }
    }),
  );
  return percentiles(ms, (performance.now() - started) / 1000);
}

export interface LedgerCheck {
  orders: number;
  paidOrders: number;
  stockTaken: number;
  stockLedger: number;
  stockNow: number;
  walletSpent: string;
  paidTotal: string;
  /** Members whose wallet differs from the sum of their ledger lines. */
  walletMismatches: number;
}

/** What the database says after a run: orders of the SKU, stock and its ledger, wallets and theirs. */
export function checkLedgers(databaseUrl: string, shop: Shop, stockBefore: number, ledgerAfterId: number) {
  return withOwner(databaseUrl, async (c): Promise<LedgerCheck> => {
    const orders = await c.query<{ n: string; paid: string; qty: string; paid_total: string }>(
      `select count(distinct o.id) n, count(distinct o.id) filter (where o.paid_at is not null) paid,
              coalesce(sum(l.quantity), 0) qty,
              coalesce(sum(o.pay_amount) filter (where o.paid_at is not null), 0)::text paid_total
       from orders o join order_lines l on l.order_id = o.id
       where l.sku_id = $1 and o.member_id = any($2::bigint[])`,
      [shop.skuId, shop.memberIds],
    );
    const stock = await c.query<{ stock: number }>('select stock from product_skus where id = $1', [
      shop.skuId,
    ]);
    const ledger = await c.query<{ sum: string }>(
      'select coalesce(sum(change), 0) sum from stock_ledger where sku_id = $1 and id > $2',
      [shop.skuId, ledgerAfterId],
    );
    const wallets = await c.query<{ spent: string; mismatches: string }>(
      `select ($2::numeric * count(*) - sum(m.now_money))::text spent,
              count(*) filter (where m.now_money <> (select sum(change) from member_ledger l where l.uid = m.uid and l.kind = 'wallet')) mismatches
       from members m where m.uid = any($1::bigint[])`,
      [shop.memberIds, WALLET],
    );
    const o = orders.rows[0]!;
    return {
      orders: Number(o.n),
      paidOrders: Number(o.paid),
      stockTaken: stockBefore - stock.rows[0]!.stock,
      stockLedger: Number(ledger.rows[0]!.sum),
      stockNow: stock.rows[0]!.stock,
      walletSpent: wallets.rows[0]!.spent,
      paidTotal: o.paid_total,
      walletMismatches: Number(wallets.rows[0]!.mismatches),
    };
  });
}

export const lastStockLedgerId = (databaseUrl: string) =>
  withOwner(databaseUrl, async (c) =>
    Number((await c.query<{ id: string }>('select coalesce(max(id), 0) id from stock_ledger')).rows[0]!.id),
  );
