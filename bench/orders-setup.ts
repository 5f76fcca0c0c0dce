import pg from 'pg';

/** The staff address every benchmark order ships to (Beijing, Haidian). */
export const ADDRESS = {
  receiverName: '张三',
  receiverPhone: '13900000001',
  provinceId: 11,
  cityId: 1101,
  districtId: 110108,
  address: '中关村大街 1 号',
};

export const WALLET = '100000.00';

export interface Shop {
  companyId: number;
  skuId: number;
  productId: number;
  /** Members with `WALLET` in their wallet, each with the matching ledger line. */
  memberIds: number[];
}

/** Runs SQL as the database owner (no tenant wall): the benchmark's own setup and checks. */
export async function withOwner<T>(databaseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * In the first demo company: `members` new members with money (phones 17<prefix>…), and the
 * `skuIndex`-th on-shelf SKU set to `stock`.
 */
export async function prepareShop(
  databaseUrl: string,
  prefix: number,
  skuIndex: number,
  members: number,
  stock: number,
) {
  return withOwner(databaseUrl, async (c): Promise<Shop> => {
    const company = await c.query<{ id: string }>(`select id from companies where company_key = 'sunrise'`);
    const companyId = Number(company.rows[0]!.id);
    const sku = await c.query<{ id: string; product_id: string }>(
      `select s.id, s.product_id from product_skus s join products p on p.id = s.product_id
       where s.company_id = $1 and p.on_shelf order by s.id offset $2 limit 1`,
      [companyId, skuIndex],
    );
    const skuId = Number(sku.rows[0]!.id);
    const productId = Number(sku.rows[0]!.product_id);
    await c.query('begin');
    await c.query('update product_skus set stock = $2 where id = $1', [skuId, stock]);
    const inserted = await c.query<{ uid: string }>(
      `insert into members (company_id, nickname, phone, now_money)
       select $1, 'bench ' || $2 || '-' || g, '17' || $2 || lpad(g::text, 8, '0'), $3::numeric
       from generate_series(1, $4::int) g returning uid`,
      [companyId, String(prefix), WALLET, members],
    );
    await c.query(
      `insert into member_ledger (company_id, uid, kind, change, balance, reason)
       select $1, uid, 'wallet', $2::numeric, $2::numeric, 'bench top-up' from unnest($3::bigint[]) uid`,
      [companyId, WALLET, inserted.rows.map((r) => r.uid)],
    );
    await c.query('commit');
    return {
      companyId,
      skuId,
      productId,
      memberIds: inserted.rows.map((r) => Number(r.uid)).sort((a, b) => a - b),
    };
  });
}
