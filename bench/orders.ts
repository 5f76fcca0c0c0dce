import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buyOne,
  checkLedgers,
  checkoutLoad,
  type LedgerCheck,
  lastStockLedgerId,
} from './orders-checkout.ts';
import { sqlFloor } from './orders-floor.ts';
import { fillOrders, ORDERS, sequentialReads } from './orders-list.ts';
import { prepareShop } from './orders-setup.ts';
import { companyToken, freshDatabase, json, machine, startServer } from './server.ts';

/**
 * `npm run bench:orders`, on PostgreSQL: (1) checkout (create + pay by wallet) with 50 concurrent
 * shoppers through the staff checkout routes, against a raw-SQL floor in the same run; (2) 1,000
 * concurrent buy-now on a SKU with 100 in stock; (3) the desk's first page and tab counts with 1M
 * orders, one database connection, no read cache.
 */
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BUYERS = 1_000;
const IN_STOCK = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const PORT = 18_300;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const out: string[] = [];
const say = (line: string) => {
  out.push(line);
  console.error(line);
};
const ledgerLine = (c: LedgerCheck) =>
  `orders ${c.orders} (paid ${c.paidOrders}), stock taken ${c.stockTaken}, stock ledger ${c.stockLedger}, stock now ${c.stockNow}, wallets spent ${c.walletSpent} = paid total ${c.paidTotal}, wallet/ledger mismatches ${c.walletMismatches}`;

const db = await freshDatabase('postgres', 'orders');
const url = db.databaseUrl!;
let server = await startServer(db, PORT);
let running = true;
try {
  let token = await companyToken(server.base, 'admin', '13800000000', 'sunrise');
  say(
    `# Orders on PostgreSQL\n\n${machine()}; load average (1/5/15 min) at start ${load()}; other helpers share this machine.\n`,
  );

  say(`## 1. Checkout: ${SHOPPERS} concurrent shoppers, ${SECONDS} s each way\n`);
  const shop = await prepareShop(url, 1, 0, SHOPPERS, 1_000_000);
  const before = await lastStockLedgerId(url);
  const checkout = await checkoutLoad(server.base, token, shop, SHOPPERS, SECONDS);
  const loadCheckout = load();
  const check = await checkLedgers(url, shop, 1_000_000, before);
  const floorShop = await prepareShop(url, 2, 2, SHOPPERS, 1_000_000);
  const floor = await sqlFloor(url, floorShop, SHOPPERS, SECONDS);
  const rate = checkout.flow.count / checkout.flow.seconds;
  const floorRate = floor.count / floor.seconds;
  say('| case | orders | orders/s | p50 ms | p99 ms | load avg (1 min) |');
  say('|---|---:|---:|---:|---:|---|');
  say(
    `| staff checkout routes: confirm → compute → create → payByWallet | ${checkout.flow.count} | ${rate.toFixed(1)} | ${checkout.flow.p50} | ${checkout.flow.p99} | ${loadCheckout.split(' / ')[0]} |`,
  );
  say(`| of which create + payByWallet | | | ${checkout.createPay.p50} | ${checkout.createPay.p99} | |`);
  say(
    `| raw-SQL floor: stock update + order insert + wallet update, one transaction, pool 10 | ${floor.count} | ${floorRate.toFixed(1)} | ${floor.p50} | ${floor.p99} | ${load().split(' / ')[0]} |`,
  );
  say(
    `\nCheckout at ${((rate / floorRate) * 100).toFixed(1)}% of the floor. After the run: ${ledgerLine(check)}.\n`,
  );

  say(`## 2. No oversell: ${BUYERS} concurrent buy-now, ${IN_STOCK} in stock\n`);
  const rush = await prepareShop(url, 3, 1, BUYERS, IN_STOCK);
  const rushBefore = await lastStockLedgerId(url);
  const started = performance.now();
  const bought = await Promise.all(rush.memberIds.map((m) => buyOne(server.base, token, m, rush.skuId)));
  const rushSeconds = (performance.now() - started) / 1000;
  const tally = new Map<string, number>();
  for (const b of bought) tally.set(b.outcome, (tally.get(b.outcome) ?? 0) + 1);
  const outcomes = [...tally].map(([k, n]) => `${k}: ${n}`).join(', ');
  const rushCheck = await checkLedgers(url, rush, IN_STOCK, rushBefore);
  const exact =
    rushCheck.orders === IN_STOCK &&
    rushCheck.paidOrders === IN_STOCK &&
    rushCheck.stockNow === 0 &&
    rushCheck.stockLedger === -IN_STOCK &&
    rushCheck.walletSpent === rushCheck.paidTotal &&
    rushCheck.walletMismatches === 0;
  say(`In ${rushSeconds.toFixed(1)} s, outcomes ${outcomes}; ${ledgerLine(rushCheck)}.`);
  say(
    `**${exact ? 'EXACT' : 'WRONG'}**: ${IN_STOCK} orders, stock 0, stock ledger −${IN_STOCK}, wallets = their ledgers.\n`,
  );
  await server.stop();

  running = false;
  say(
    `## 3. Order desk with ${ORDERS.toLocaleString('en')} orders in one company (DB_POOL_SIZE=1, READ_CACHE_MB=0)\n`,
  );
  const filled = performance.now();
  await fillOrders(url, shop.companyId, rush.memberIds, shop.skuId);
  say(
    `Filled in ${Math.round((performance.now() - filled) / 1000)} s (SQL, through the counter triggers).\n`,
  );
  server = await startServer(db, PORT, { DB_POOL_SIZE: '1', READ_CACHE_MB: '0' });
  running = true;
  token = await companyToken(server.base, 'admin', '13800000000', 'sunrise');
  const first = '/api/order?page=0&size=10&sort=id,desc';
  const counts = '/api/order/counts';
  const page = await json<{ totalElements: number }>(server.base + first, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reads = await sequentialReads(server.base, token, [first, counts], ROUNDS);
  say(
    `${ROUNDS} sequential rounds after 200 warm-up, one keep-alive connection; totalElements ${page.totalElements}; load avg ${load()}.\n`,
  );
  say('| request | p50 ms | p99 ms |');
  say('|---|---:|---:|');
  say(`| GET ${first} | ${reads.each[0]!.p50} | ${reads.each[0]!.p99} |`);
  say(`| GET ${counts} | ${reads.each[1]!.p50} | ${reads.each[1]!.p99} |`);
  say(`| first page then its tab counts, in a row | ${reads.both.p50} | ${reads.both.p99} |`);
} finally {
  if (running) await server.stop();
  await db.drop();
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'orders.md'), `${out.join('\n')}\n`);
console.log(out.join('\n'));
