import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { backendPids, cpuMeter } from './cpu.ts';
import {
  buyOne,
  checkLedgers,
  checkoutLoad,
  createPayLoad,
  type Latencies,
  type LedgerCheck,
  lastStockLedgerId,
  roundTripsPerOrder,
} from './orders-checkout.ts';
import { sqlFloor } from './orders-floor.ts';
import { deskReads, fillOrders, ORDERS } from './orders-list.ts';
import { prepareShop } from './orders-setup.ts';
import { sampleWaits, waitLines } from './orders-waits.ts';
import { companyToken, freshDatabase, machine, startServer } from './server.ts';

/**
 * `npm run bench:orders`, on PostgreSQL: (1) checkout (create + pay by wallet) with 50 concurrent
 * shoppers through the staff checkout routes, against a raw-SQL floor in the same run; (2) 1,000
 * concurrent buy-now on a SKU with 100 in stock; (3) the desk's first page and tab counts with 1M
 * orders, one database connection, no read cache. `BENCH_PARTS=1,3` runs some of them.
 */
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PARTS = (process.env.BENCH_PARTS ?? '1,2,3').split(',');
/** Keys each shopper confirms before the create → pay run (more than it can use in SECONDS). */
const KEYS_EACH = Number(process.env.BENCH_KEYS ?? 25);
const BUYERS = 1_000;
const IN_STOCK = 100;
/** Shoppers trying a sold-out SKU during the rush of part 2. */
const SOLD_OUT_SHOPPERS = 5;
/** A port nobody listens on now, so a server of another worktree's run is never the one measured. */
const PORT = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const load1 = () => os.loadavg()[0]!.toFixed(2);
const out: string[] = [];
const say = (line: string) => {
  out.push(line);
  console.error(line);
};
const ledgerLine = (c: LedgerCheck) =>
  `orders ${c.orders} (paid ${c.paidOrders}), stock taken ${c.stockTaken}, stock ledger ${c.stockLedger}, stock now ${c.stockNow}, wallets spent ${c.walletSpent} = paid total ${c.paidTotal}, wallet/ledger mismatches ${c.walletMismatches}`;

type Server = Awaited<ReturnType<typeof startServer>>;

async function checkoutPart(url: string, server: Server, token: string) {
  say(`## 1. Checkout: ${SHOPPERS} concurrent shoppers, ${SECONDS} s each\n`);
  const shop = await prepareShop(url, 1, 0, SHOPPERS, 1_000_000);
  const before = await lastStockLedgerId(url);
  // Two seconds unmeasured first: the pool's connections open and the code paths warm.
  await checkoutLoad(server.base, token, shop, SHOPPERS, 2);
  const cpu = cpuMeter([server.pid]);
  const dbCpu = cpuMeter(await backendPids(url));
  const waits = await sampleWaits(url);
  const ownCpu = process.cpuUsage();
  const paying = await createPayLoad(server.base, token, shop, SHOPPERS, SECONDS, KEYS_EACH);
  const generatorCpu = process.cpuUsage(ownCpu);
  const payingWaits = await waits();
  const serverCpuMs = cpu();
  const dbCpuMs = dbCpu();
  const loadPaying = load1();
  const flow = await checkoutLoad(server.base, token, shop, SHOPPERS, SECONDS);
  const loadFlow = load1();
  const trips = await roundTripsPerOrder(
    server.base,
    token,
    shop.memberIds[0]!,
    shop.skuId,
    server.roundTrips,
  );
  const check = await checkLedgers(url, shop, 1_000_000, before);
  const floorShop = await prepareShop(url, 2, 2, SHOPPERS, 1_000_000);
  const floorWaits = await sampleWaits(url);
  const floor = await sqlFloor(url, floorShop, SHOPPERS, SECONDS);
  const floorWaited = await floorWaits();
  const rate = (l: Latencies) => l.count / l.seconds;
  const of = (l: Latencies) => `${((rate(l) / rate(floor)) * 100).toFixed(1)}%`;
  say('| case | orders | orders/s | of the floor | p50 ms | p99 ms | load avg (1 min) |');
  say('|---|---:|---:|---:|---:|---:|---|');
  say(
    `| **create → payByWallet** (staff routes, keys confirmed beforehand) | ${paying.count} | ${rate(paying).toFixed(1)} | **${of(paying)}** | ${paying.p50} | ${paying.p99} | ${loadPaying} |`,
  );
  say(
    `| whole flow: confirm → compute → create → payByWallet | ${flow.flow.count} | ${rate(flow.flow).toFixed(1)} | ${of(flow.flow)} | ${flow.flow.p50} | ${flow.flow.p99} | ${loadFlow} |`,
  );
  say(
    `| raw-SQL floor: stock update + order insert + wallet update, one transaction, pool 10 | ${floor.count} | ${rate(floor).toFixed(1)} | 100% | ${floor.p50} | ${floor.p99} | ${load1()} |`,
  );
  say(
    `\n${paying.confirmedInside} create → pay rounds had to confirm their key inside the measured time. After the runs: ${ledgerLine(check)}.\n`,
  );
  say(
    `CPU per create → pay (load-independent): server ${(serverCpuMs / paying.count).toFixed(1)} ms, its PostgreSQL backends ${(dbCpuMs / paying.count).toFixed(1)} ms (${Math.round(serverCpuMs / 10 / paying.seconds)}% and ${Math.round(dbCpuMs / 10 / paying.seconds)}% of one core over the run); the load generator (this process, on the same cores) ${((generatorCpu.user + generatorCpu.system) / 1000 / paying.count).toFixed(1)} ms.\n`,
  );
  say(
    `Round trips to PostgreSQL (queries the server sent, begin and commit included; median of 21 in a row): **create ${trips.create}, pay ${trips.pay}**; the floor's transaction is 5.\n`,
  );
  say(`Database sessions during create → pay (${payingWaits.samples} samples, every 20 ms):\n`);
  for (const line of waitLines(payingWaits)) say(line);
  say(`\nDuring the floor (${floorWaited.samples} samples):\n`);
  for (const line of waitLines(floorWaited)) say(line);
  say('');
}

/** The sold-out shoppers on their own thread (sold-out-worker.ts): warm first, then until stopped. */
function soldOutThread(base: string, token: string, memberIds: number[], skuId: number) {
  // A worker does not inherit tsx's loader: it registers it, then loads the TypeScript file.
  const file = JSON.stringify(new URL('./sold-out-worker.ts', import.meta.url).href);
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${file}); })`,
    { eval: true, workerData: { base, token, memberIds, skuId } },
  );
  const answers: unknown[] = [];
  const waiting: ((value: unknown) => void)[] = [];
  worker.on('message', (m) => {
    const w = waiting.shift();
    if (w) w(m);
    else answers.push(m);
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      if (answers.length > 0) resolve(answers.shift());
      else waiting.push(resolve);
      worker.once('error', reject);
    });
  return {
    warm: next(),
    stop: async () => {
      worker.postMessage('stop');
      const measured = (await next()) as Latencies;
      await worker.terminate();
      return measured;
    },
  };
}

async function oversellPart(url: string, server: Server, token: string) {
  say(`## 2. No oversell: ${BUYERS} concurrent buy-now, ${IN_STOCK} in stock\n`);
  const rush = await prepareShop(url, 3, 1, BUYERS, IN_STOCK);
  // Another SKU sells its last piece through the checkout, as a SKU sells out in a sale.
  const soldOutShop = await prepareShop(url, 5, 4, SOLD_OUT_SHOPPERS, 1);
  const last = await buyOne(server.base, token, soldOutShop.memberIds[0]!, soldOutShop.skuId);
  if (last.outcome !== 'ok') throw new Error(`the last piece: ${last.outcome}`);
  const rushBefore = await lastStockLedgerId(url);
  const soldOut = soldOutThread(server.base, token, soldOutShop.memberIds, soldOutShop.skuId);
  await soldOut.warm;
  const started = performance.now();
  const bought = await Promise.all(rush.memberIds.map((m) => buyOne(server.base, token, m, rush.skuId)));
  const rushSeconds = (performance.now() - started) / 1000;
  const refusals = await soldOut.stop();
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
    `Meanwhile ${SOLD_OUT_SHOPPERS} shoppers asked to buy another SKU, sold out (its last piece bought through the checkout before the rush), in a loop (buy-now, the confirm step) from a thread of their own, on connections opened before the rush: ${refusals.count} answers, all 409, **p50 ${refusals.p50} ms, p99 ${refusals.p99} ms**.`,
  );
  say(
    `**${exact ? 'EXACT' : 'WRONG'}**: ${IN_STOCK} orders, stock 0, stock ledger −${IN_STOCK}, wallets = their ledgers.\n`,
  );
}

async function deskPart(db: { dataDir: string; databaseUrl?: string }, url: string) {
  say(
    `## 3. Order desk with ${ORDERS.toLocaleString('en')} orders in one company (DB_POOL_SIZE=1, READ_CACHE_MB=0)\n`,
  );
  const shop = await prepareShop(url, 4, 3, 1_000, 1_000_000);
  const filled = performance.now();
  await fillOrders(url, shop.companyId, shop.memberIds, shop.skuId);
  say(
    `Filled in ${Math.round((performance.now() - filled) / 1000)} s (SQL, through the counter triggers).\n`,
  );
  const server = await startServer(db, PORT, { DB_POOL_SIZE: '1', READ_CACHE_MB: '0' });
  try {
    const token = await companyToken(server.base, 'admin', '13800000000', 'sunrise');
    for (const line of await deskReads(server.base, token, url, shop.companyId, load)) say(line);
  } finally {
    await server.stop();
  }
}

const db = await freshDatabase('postgres', 'orders');
const url = db.databaseUrl!;
try {
  say(
    `# Orders on PostgreSQL\n\n${machine()}; load average (1/5/15 min) at start ${load()}; other helpers share this machine.\n`,
  );
  // The first server migrates and seeds the demo shops every part uses.
  const server = await startServer(db, PORT);
  try {
    say(
      `Server processes: ${server.processes} (SERVER_PROCESSES), sharing a pool of ${process.env.DB_POOL_SIZE ?? 10}.\n`,
    );
    const token = await companyToken(server.base, 'admin', '13800000000', 'sunrise');
    if (PARTS.includes('1')) await checkoutPart(url, server, token);
    if (PARTS.includes('2')) await oversellPart(url, server, token);
  } finally {
    await server.stop();
  }
  if (PARTS.includes('3')) await deskPart(db, url);
} finally {
  await db.drop();
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'orders.md'), `${out.join('\n')}\n`);
console.log(out.join('\n'));
