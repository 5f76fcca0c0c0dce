import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/seed/index.ts';

export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 250_000);
export const SKUS_PER_PRODUCT = 4;
const WORDS = [
  '纯棉T恤',
  '保温杯',
  '蓝牙耳机',
  '充电宝',
  '收纳盒',
  '面霜',
  '坚果',
  '咖啡',
  '床品四件套',
  '运动手表',
];

/** Demo data, then `PRODUCTS` more products with 4 SKUs each in the first demo company. */
export async function fillCatalogue(db: { dataDir: string; databaseUrl?: string }) {
  const config = loadConfig({ DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' });
  const handle = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
  await seed(handle, config, { info: () => {} } as unknown as Parameters<typeof seed>[2]);
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  await handle.drizzle.execute(sql`
    insert into products (company_id, name, keywords, category_id, on_shelf, spec_type, specs, price, stock, sales, sort, created_at)
    select c.id,
      (${words})[1 + g % 10] || ' ' || g,
      (${words})[1 + g % 10],
      (select id from goods_categories k where k.company_id = c.id and k.parent_id <> 0 order by id offset g % 13 limit 1),
      g % 7 <> 0,
      'multi',
      '[{"name":"颜色","values":["红","蓝"]},{"name":"尺码","values":["S","M"]}]'::jsonb,
      ((g % 50000) + 100) / 100.0,
      case g % 20 when 0 then 0 when 1 then 20 else 400 + (g % 200) end,
      g % 1000,
      g % 100,
      now() - (g % 365) * interval '1 day'
    from generate_series(1, ${PRODUCTS}) g, companies c where c.company_key = 'sunrise'`);
  await handle.drizzle.execute(sql`
    insert into product_skus (company_id, product_id, spec_key, price, cost, stock)
    select p.company_id, p.id, (array['红,S','红,M','蓝,S','蓝,M'])[s], p.price, round(p.price * 0.6, 2), p.stock / ${SKUS_PER_PRODUCT}
    from products p, generate_series(1, ${SKUS_PER_PRODUCT}) s
    where p.name ~ ' [0-9]+$'`);
  await handle.drizzle.execute(sql`vacuum analyze`);
  await handle.close();
}
