import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADDRESS } from './orders-setup.ts';
import { companyToken, freshDatabase, json, machine, startServer } from './server.ts';

/**
 * The marketing benches' shared kit (coupons, bargain, seckill, group buy): a server on a fresh
 * PostgreSQL database with a stated pool, the demo shop's staff, goods and signed-up shoppers with
 * wallet money made through the real API, requests fired all at once (one client connection each:
 * Node's fetch opens a connection per request in flight), percentiles and a result file.
 */

/** The server's PostgreSQL pool in every marketing bench (`BENCH_POOL`, default 10). */
export const POOL = process.env.BENCH_POOL ?? '10';

/** How many sign-ups (or other setup requests) run at a time: setup, not measured. */
const SETUP_CONCURRENCY = 16;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const loadAverage = () => os.loadavg()[0]!.toFixed(2);

/** Lines said as the bench goes (stderr) and written to `bench/results/<file>` at the end. */
export function report(file: string) {
  const out: string[] = [];
  return {
    say(line: string) {
      out.push(line);
      console.error(line);
    },
    write() {
      fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
      fs.writeFileSync(path.join(import.meta.dirname, 'results', file), `${out.join('\n')}\n`);
      console.log(out.join('\n'));
    },
  };
}

/** The heading every marketing bench starts with: machine, load, date, pool, how requests are sent. */
export const heading = (title: string, sent: string) =>
  `# ${title} on PostgreSQL\n\n${machine()}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average at start ${loadAverage()}; server pool ${POOL} connections; ${sent}\n`;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  ms: number;
  body: T;
}

/** One request, timed from sending to the whole answer read. */
export async function timed<T = Record<string, unknown>>(url: string, init: RequestInit): Promise<Answer<T>> {
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  const ms = performance.now() - started;
  return { status: res.status, ms, body: (text ? JSON.parse(text) : {}) as T };
}

/** Runs `work` for every item, all at once; answers in the items' order, and the wall time. */
export async function allAtOnce<I, R>(items: readonly I[], work: (item: I, index: number) => Promise<R>) {
  const started = performance.now();
  const results = await Promise.all(items.map((item, i) => work(item, i)));
  return { results, wallMs: Math.round(performance.now() - started) };
}

/** Runs `work` for every item, `SETUP_CONCURRENCY` at a time (setup requests, not measured). */
export async function inBatches<I, R>(items: readonly I[], work: (item: I, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += SETUP_CONCURRENCY) {
    const batch = items.slice(i, i + SETUP_CONCURRENCY);
    results.push(...(await Promise.all(batch.map((item, j) => work(item, i + j)))));
  }
  return results;
}

const pct = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);

/** "100 × 200, 900 × 409; p50 … ms, p99 … ms, slowest … ms", or "none". */
export function summary(results: readonly { status: number; ms: number }[]) {
  if (results.length === 0) return 'none';
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const byStatus = [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
  return `${byStatus}; p50 ${pct(ms, 0.5)} ms, p99 ${pct(ms, 0.99)} ms, slowest ${Math.round(ms.at(-1)!)} ms`;
}

/** p50 and p99 of durations, ms. */
export function p50p99(ms: readonly number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted.length === 0 ? { p50: 0, p99: 0 } : { p50: pct(sorted, 0.5), p99: pct(sorted, 0.99) };
}

/** How many answers carried each server message: "16 × 这个团已满员". */
export function messages(results: readonly Answer[]) {
  const counts = new Map<string, number>();
  for (const r of results) {
    const text = String(r.body.message ?? `HTTP ${r.status}`);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, n]) => `${n} × “${text}”`).join(', ');
}

/** A markdown table. */
export function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export interface Shopper {
  memberId: number;
  token: string;
  /** Their saved default address (express orders go there). */
  addressId: number;
}

export type Staff = <T = Record<string, unknown>>(
  method: string,
  route: string,
  body?: unknown,
) => Promise<T>;

/** What each bench works with: the server, its database, the demo shop's owner signed in. */
export interface Marketing {
  base: string;
  databaseUrl: string;
  serverPid: number;
  staff: Staff;
  /** A staff request, answered whatever its status, timed. */
  staffTimed: <T = Record<string, unknown>>(
    method: string,
    route: string,
    body?: unknown,
  ) => Promise<Answer<T>>;
  /** A shopper's request, answered whatever its status, timed. */
  shopper: <T = Record<string, unknown>>(
    token: string,
    method: string,
    route: string,
    body?: unknown,
  ) => Promise<Answer<T>>;
  /** A product on sale in the shop with one SKU at `price` and `stock` pieces (staff goods API). */
  product(name: string, price: string, stock: number): Promise<{ productId: number; skuId: number }>;
  /** `count` shoppers signed up by SMS code (phones `prefix` + a number), each with `money` in the wallet and an address. */
  shoppers(count: number, prefix: string, money?: string): Promise<Shopper[]>;
}

const bodyInit = (method: string, token: string, body: unknown): RequestInit => ({
  method,
  headers: {
    authorization: `Bearer ${token}`,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * A fresh PostgreSQL database and the server on it (pool `POOL`, SMS codes echoed, the SMS limits per
 * address raised for the sign-ups), the demo shop's owner signed in; both gone after `work`.
 */
export async function onMarketingServer<T>(label: string, work: (m: Marketing) => Promise<T>): Promise<T> {
  const db = await freshDatabase('postgres', label);
  try {
    const server = await startServer(db, await freePort(), {
      DB_POOL_SIZE: POOL,
      SMS_PROVIDER: 'echo',
      SMS_IP_LIMIT_10MIN: '100000',
      SMS_IP_LIMIT_DAY: '100000',
    });
    try {
      const token = await companyToken(server.base, 'admin', '13800000000', 'sunrise');
      const staff: Staff = async <R>(method: string, route: string, body?: unknown) => {
        const answer = await timed<R>(`${server.base}${route}`, bodyInit(method, token, body));
        if (answer.status >= 300) {
          throw new Error(`${method} ${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        return answer.body;
      };
      const m: Marketing = {
        base: server.base,
        databaseUrl: db.databaseUrl!,
        serverPid: server.pid,
        staff,
        staffTimed: (method, route, body) => timed(`${server.base}${route}`, bodyInit(method, token, body)),
        shopper: (tok, method, route, body) => timed(`${server.base}${route}`, bodyInit(method, tok, body)),
        async product(name, price, stock) {
          const created = await staff<{ id: number }>('POST', '/api/product', {
            name,
            categoryId: null,
            onShelf: true,
            isHot: false,
            specType: 'single',
            specs: [],
            skus: [{ specKey: '', price, stock }],
          });
          const one = await staff<{ skus: { id: number }[] }>('GET', `/api/product/${created.id}`);
          return { productId: created.id, skuId: one.skus[0]!.id };
        },
        shoppers: (count, prefix, money) =>
          inBatches(
            Array.from(
              { length: count },
              (_, i) => `${prefix}${String(i + 1).padStart(11 - prefix.length, '0')}`,
            ),
            (phone) => signUp(server.base, staff, phone, money),
          ),
      };
      return await work(m);
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** A shopper as a person signs up: SMS code, sign-in (the member is made), an address; staff top up the wallet. */
async function signUp(base: string, staff: Staff, phone: string, money?: string): Promise<Shopper> {
  const { code } = await json<{ code: string }>(
    `${base}/api/front/login/sms`,
    post({ companyKey: 'sunrise', phone }),
  );
  const { token, member } = await json<{ token: string; member: { uid: number } }>(
    `${base}/api/front/login`,
    post({ companyKey: 'sunrise', phone, code }),
  );
  const address = await json<{ id: number }>(
    `${base}/api/front/addresses`,
    post(
      {
        name: ADDRESS.receiverName,
        phone: ADDRESS.receiverPhone,
        provinceId: ADDRESS.provinceId,
        cityId: ADDRESS.cityId,
        districtId: ADDRESS.districtId,
        detail: ADDRESS.address,
        isDefault: true,
      },
      token,
    ),
  );
  if (money) {
    await staff('POST', '/api/user/money', { uid: member.uid, ptype: 1, money, remark: 'bench top-up' });
  }
  return { memberId: member.uid, token, addressId: address.id };
}
