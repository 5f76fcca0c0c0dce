import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentiles } from './orders-checkout.ts';
import type { Shop } from './orders-setup.ts';

const PRICE = '10.00';

/**
 * The raw-SQL floor: `workers` loops over a pool as large as the server's, each transaction doing just
 * the guarded stock update, the order insert (with its counter triggers) and the guarded wallet update.
 */
export async function sqlFloor(
  databaseUrl: string,
  shop: Shop,
  workers: number,
  seconds: number,
  poolSize = 10,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const ms: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  try {
    await Promise.all(
      shop.memberIds.slice(0, workers).map(async (memberId) => {
        while (performance.now() < until) {
          const t = performance.now();
          const c = await pool.connect();
          try {
            await c.query('begin');
            const stock = await c.query(
              'update product_skus set stock = stock - 1 where id = $1 and stock >= 1',
              [shop.skuId],
            );
            if (stock.rowCount !== 1) throw new Error('floor: out of stock');
            const code = `F${randomBytes(8).toString('hex')}`;
            await c.query(
              `insert into orders (company_id, code, member_id, status, delivery_type, goods_total, pay_amount,
                 pay_deadline, pre_order_key, pay_method, paid_at)
               values ($1, $2, $3, 'toShip', 'express', $4, $4, now() + interval '30 minutes', $2, 'wallet', now())`,
              [shop.companyId, code, memberId, PRICE],
            );
            const wallet = await c.query(
              'update members set now_money = now_money - $2 where uid = $1 and now_money >= $2',
              [memberId, PRICE],
            );
            if (wallet.rowCount !== 1) throw new Error('floor: wallet short');
            await c.query('commit');
          } catch (err) {
            await c.query('rollback');
            throw err;
          } finally {
            c.release();
          }
          ms.push(performance.now() - t);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return percentiles(ms, (performance.now() - started) / 1000);
}
