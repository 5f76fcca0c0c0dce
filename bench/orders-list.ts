import { percentiles } from './orders-checkout.ts';
import { withOwner } from './orders-setup.ts';

export const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
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

/** Sequential GETs on one keep-alive connection: p50/p99 of each URL alone and of the pair in a row. */
export async function sequentialReads(
  base: string,
  token: string,
  urls: string[],
  rounds: number,
  warmup = 200,
) {
  const headers = { authorization: `Bearer ${token}` };
  const each = urls.map(() => [] as number[]);
  const both: number[] = [];
  const started = performance.now();
  for (let i = 0; i < warmup + rounds; i++) {
    const pairStart = performance.now();
    for (const [k, url] of urls.entries()) {
      const t = performance.now();
      const res = await fetch(base + url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      if (i >= warmup) each[k]!.push(performance.now() - t);
    }
    if (i >= warmup) both.push(performance.now() - pairStart);
  }
  const seconds = (performance.now() - started) / 1000;
  return { each: each.map((ms) => percentiles(ms, seconds)), both: percentiles(both, seconds) };
}
