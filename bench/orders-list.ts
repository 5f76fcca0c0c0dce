import pg from 'pg';
import { percentiles } from './orders-checkout.ts';
import { planLines } from './orders-plans.ts';
import { withOwner } from './orders-setup.ts';
import { json } from './server.ts';

export const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const BATCH = 200_000;
const STATUSES = `array['unpaid','toShip','toVerify','shipped','received','completed','cancelled']`;

/**
 * `ORDERS` orders with one line each in the company, inserted in batches through the statement
 * triggers, so row_counts and order_status_counts stay exact; then vacuum analyze.
 */
export async function fillOrders(databaseUrl: string, companyId: number, memberIds: number[], skuId: number) {
  await withOwner(databaseUrl, async (c) => {
    const sku = await c.query<{ product_id: string; name: string; price: string }>(
      `select s.product_id, p.name, s.price from product_skus s join products p on p.id = s.product_id where s.id = $1`,
      [skuId],
    );
    const { product_id, name, price } = sku.rows[0]!;
    for (let from = 1; from <= ORDERS; from += BATCH) {
      const to = Math.min(ORDERS, from + BATCH - 1);
      await c.query('begin');
      await c.query(
        `insert into orders (company_id, code, member_id, status, delivery_type, receiver_name, receiver_phone,
           province_id, city_id, district_id, region_name, address, goods_total, pay_amount, pay_deadline,
           pre_order_key, pay_method, created_at, paid_at)
         select $1, 'B' || lpad(g::text, 10, '0'), ($2::bigint[])[1 + g % array_length($2::bigint[], 1)],
           s, 'express', '张三', '13900000001', 11, 1101, 110108, '北京市 北京市 海淀区', '中关村大街 1 号',
           $3::numeric, $3::numeric, t + interval '30 minutes', 'bench-' || g,
           case when s in ('unpaid', 'cancelled') then null else 'wallet' end, t,
           case when s in ('unpaid', 'cancelled') then null else t + interval '1 minute' end
         from generate_series($4::int, $5::int) g,
           lateral (select (${STATUSES})[1 + g % 7] s, now() - interval '90 days' + g * interval '7 seconds' t) x`,
        [companyId, memberIds, price, from, to],
      );
      await c.query(
        `insert into order_lines (company_id, order_id, product_id, sku_id, product_name, sku_label, unit_price, quantity, line_total)
         select $1, o.id, $2, $3, $4, '红,S', $5::numeric, 1, $5::numeric
         from orders o where o.company_id = $1 and o.code between 'B' || lpad($6::text, 10, '0') and 'B' || lpad($7::text, 10, '0')`,
        [companyId, product_id, skuId, name, price, from, to],
      );
      await c.query('commit');
      console.error(`  ${to.toLocaleString('en')} orders`);
    }
    await c.query('vacuum analyze orders, order_lines, order_status_counts, row_counts');
  });
}

const FIRST_PAGE = '/api/order?page=0&size=10&sort=id,desc';
const COUNTS = '/api/order/counts';
/** The control through the server: a trivial `select 1` on its one connection (health check). */
const HEALTH = '/healthz';

/**
 * Sequential rounds on one keep-alive connection: the first page, its tab counts, the server's
 * health check, and a `select 1` straight to PostgreSQL; p50/p90/p99/max of each, so a tail that
 * the trivial controls share is the machine's, not the queries'.
 */
async function sequentialReads(
  base: string,
  token: string,
  databaseUrl: string,
  rounds: number,
  warmup = 200,
) {
  const headers = { authorization: `Bearer ${token}` };
  const urls = [FIRST_PAGE, COUNTS, HEALTH];
  const each = [...urls, 'select 1'].map(() => [] as number[]);
  const both: number[] = [];
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  const started = performance.now();
  try {
    for (let i = 0; i < warmup + rounds; i++) {
      const pairStart = performance.now();
      for (const [k, url] of urls.entries()) {
        const t = performance.now();
        const res = await fetch(base + url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        if (i >= warmup) each[k]!.push(performance.now() - t);
        if (k === 1 && i >= warmup) both.push(performance.now() - pairStart);
      }
      const t = performance.now();
      await direct.query('select 1');
      if (i >= warmup) each[3]!.push(performance.now() - t);
    }
  } finally {
    await direct.end();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    names: [
      `GET ${FIRST_PAGE}`,
      `GET ${COUNTS}`,
      `control: GET ${HEALTH} (select 1 through the server)`,
      'control: select 1 straight to PostgreSQL',
    ],
    each: each.map((ms) => percentiles(ms, seconds)),
    both: percentiles(both, seconds),
  };
}

/** Part 3's measurements as report lines: the rounds, then the plans of the queries the first page runs. */
export async function deskReads(
  base: string,
  token: string,
  databaseUrl: string,
  companyId: number,
  load: () => string,
) {
  const page = await json<{ totalElements: number }>(base + FIRST_PAGE, {
    headers: { authorization: `Bearer ${token}` },
  });
  const loadBefore = load();
  const reads = await sequentialReads(base, token, databaseUrl, ROUNDS);
  const lines = [
    `${ROUNDS} sequential rounds after 200 warm-up, one keep-alive connection; totalElements ${page.totalElements}; load average (1/5/15 min) before ${loadBefore}, after ${load()}.\n`,
    '| request | p50 ms | p90 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    ...reads.names.map((name, k) => {
      const r = reads.each[k]!;
      return `| ${name} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} |`;
    }),
    `| first page then its tab counts, in a row | ${reads.both.p50} | ${reads.both.p90} | ${reads.both.p99} | ${reads.both.max} |`,
    '',
  ];
  return [...lines, ...(await planLines(databaseUrl, companyId))];
}
