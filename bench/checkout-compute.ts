import net from 'node:net';
import os from 'node:os';
import { percentiles } from './orders-checkout.ts';
import { benchKinds, freshDatabase, json, machine, startServer } from './server.ts';

/**
 * `npm run bench:compute -w @hh/bench`: the H5 checkout's compute (`POST /api/front/checkout/:key/compute`)
 * on the demo shop's data, as a signed-in shopper asks it on every change of the checkout page: three
 * demo products in the cart, the choice switching between delivery to a saved address (freight
 * computed) and pickup at the shop's first store. One shopper, one request at a time (a phone waits
 * for each answer), `BENCH_COMPUTES` of them after a warm-up; the target is p95 ≤ 50 ms.
 */
const COMPUTES = Number(process.env.BENCH_COMPUTES ?? 400);
const WARM_UP = 50;
const COMPANY_KEY = process.env.BENCH_COMPANY ?? 'sunrise';
const PHONE = '13900009001';
const TARGET_P95_MS = 50;
const HANGZHOU = { provinceId: 33, cityId: 3301, districtId: 330102 };

const PORT = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});

type Body = Record<string, unknown>;

async function signIn(base: string): Promise<(path: string, body?: Body) => Promise<Body>> {
  const post = (path: string, body: Body, token?: string) =>
    json<Body>(`${base}/api/front${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const { code } = await post('/login/sms', { companyKey: COMPANY_KEY, phone: PHONE });
  const { token } = await post('/login', { companyKey: COMPANY_KEY, phone: PHONE, code });
  return (path, body) =>
    body
      ? post(path, body, String(token))
      : json<Body>(`${base}/api/front${path}`, { headers: { authorization: `Bearer ${token}` } });
}

/** Three on-shelf demo products in stock, one SKU each, in the shopper's cart. */
async function fillCart(base: string, call: (path: string, body?: Body) => Promise<Body>) {
  const shop = `${base}/api/front/shops/${COMPANY_KEY}`;
  const page = await json<{ content: { id: number; stock: number }[] }>(`${shop}/products?size=20`);
  const ids: number[] = [];
  for (const card of page.content.filter((p) => p.stock > 5)) {
    const product = await json<{ skus: { id: number; stock: number }[] }>(`${shop}/products/${card.id}`);
    const sku = product.skus.find((s) => s.stock > 5);
    if (!sku) continue;
    ids.push(Number((await call('/cart', { skuId: sku.id, quantity: 1 })).id));
    if (ids.length === 3) return ids;
  }
  throw new Error(`fewer than three demo products in stock in ${COMPANY_KEY}`);
}

async function run(kind: 'pglite' | 'postgres') {
  const db = await freshDatabase(kind, 'compute');
  const server = await startServer(db, PORT, { SMS_PROVIDER: 'echo' });
  try {
    const call = await signIn(server.base);
    const address = await call('/addresses', {
      name: '王五',
      phone: '13900009002',
      ...HANGZHOU,
      detail: '解放路 1 号',
      isDefault: true,
    });
    const cartIds = await fillCart(server.base, call);
    const confirmed = await call('/checkout/confirm', { cartIds });
    const stores = confirmed.pickupStores as { id: number }[];
    const choices: Body[] = [{ deliveryType: 'express', addressId: address.id }];
    if (stores[0]) choices.push({ deliveryType: 'pickup', storeId: stores[0].id });
    const ms: number[] = [];
    const started = performance.now();
    for (let i = 0; i < WARM_UP + COMPUTES; i++) {
      const at = performance.now();
      await call(`/checkout/${confirmed.key}/compute`, choices[i % choices.length]);
      if (i >= WARM_UP) ms.push(performance.now() - at);
    }
    const l = percentiles(ms, (performance.now() - started) / 1000);
    const p95 = Math.round(([...ms].sort((a, b) => a - b)[Math.floor(0.95 * ms.length)] ?? 0) * 10) / 10;
    const verdict = p95 <= TARGET_P95_MS ? 'within' : 'OVER';
    console.log(
      `[${kind}] checkout compute, ${l.count} asks (${choices.length === 2 ? 'delivery and pickup in turn' : 'delivery'}, 3 lines): p50 ${l.p50} ms, p95 ${p95} ms (${verdict} ${TARGET_P95_MS} ms), p99 ${l.p99} ms, max ${l.max} ms`,
    );
    console.log(`load after: ${load()}`);
    return p95 <= TARGET_P95_MS;
  } finally {
    await server.stop();
    await db.drop();
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
console.log(`checkout compute on ${machine()}, load ${load()}`);
let within = true;
for (const kind of benchKinds()) within = (await run(kind)) && within;
if (!within) process.exitCode = 1;
