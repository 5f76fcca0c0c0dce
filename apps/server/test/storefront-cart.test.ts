import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inShop } from '../src/db/access.ts';
import { removeCartLines } from '../src/modules/storefront/cart/service.ts';
import { cartLinesOf } from '../src/modules/storefront/index.ts';
import { rowsOf, shopperCaller, shopperToken, skuInStock, twoShoppers } from './storefront-helpers.ts';

const two = twoShoppers('13933330001', '13933330002');
const { me, them } = two;

/** SKUs in stock, one per product. */
async function skusOf(minStock: number, count: number) {
  const rows = await rowsOf<{ sku_id: string; product_id: string; stock: number }>(
    two.s,
    sql`select distinct on (p.id) k.id as sku_id, p.id as product_id, k.stock from product_skus k
      join products p on p.id = k.product_id join companies c on c.id = p.company_id
      where c.company_key = 'sunrise' and p.on_shelf and not p.is_deleted and k.stock >= ${minStock}
      order by p.id, k.id limit ${count}`,
  );
  return rows.map((r) => ({
    skuId: Number(r.sku_id),
    productId: Number(r.product_id),
    stock: Number(r.stock),
  }));
}

describe('the shopper cart', () => {
  it('adds a SKU and merges a second add into the same line, bounded by the stock and 999', async () => {
    const sku = await skuInStock(two.s, 'sunrise', 10);
    const first = await me('POST', '/api/front/cart', { skuId: sku.skuId, quantity: 2 });
    expect(first.status).toBe(200);
    const second = await me('POST', '/api/front/cart', { skuId: sku.skuId, quantity: 3 });
    expect(second.body).toEqual({ id: first.body.id, quantity: 5 });
    const list = await me('GET', '/api/front/cart');
    expect(list.body.valid).toHaveLength(1);
    expect(list.body.valid[0]).toMatchObject({ id: first.body.id, skuId: sku.skuId, quantity: 5 });
    const tooMany = await me('POST', '/api/front/cart', { skuId: sku.skuId, quantity: sku.stock });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe('quantity');
    expect((await me('POST', '/api/front/cart', { skuId: sku.skuId, quantity: 1000 })).status).toBe(400);
    expect((await me('POST', '/api/front/cart', { skuId: sku.skuId, quantity: 0 })).status).toBe(400);
    expect((await me('GET', '/api/front/cart/count')).body).toEqual({ lines: 1, quantity: 5 });
  });

  it('refuses a SKU of another shop, or of a product off the shelf, as not found', async () => {
    const foreign = await skuInStock(two.s, 'harbour', 1);
    expect((await me('POST', '/api/front/cart', { skuId: foreign.skuId, quantity: 1 })).status).toBe(404);
    const [hidden] = await rowsOf<{ id: string }>(
      two.s,
      sql`select k.id from product_skus k join products p on p.id = k.product_id join companies c on c.id = p.company_id
        where c.company_key = 'sunrise' and not p.on_shelf limit 1`,
    );
    expect((await me('POST', '/api/front/cart', { skuId: Number(hidden!.id), quantity: 1 })).status).toBe(
      404,
    );
  });

  it('changes a quantity; another shopper cannot change or remove my lines (404, nothing changes)', async () => {
    const [line] = (await me('GET', '/api/front/cart')).body.valid;
    expect((await me('PUT', '/api/front/cart/quantity', { id: line.id, quantity: 4 })).body.quantity).toBe(4);
    expect((await them('PUT', '/api/front/cart/quantity', { id: line.id, quantity: 1 })).status).toBe(404);
    const mine = await (
      await me('POST', '/api/front/cart', { skuId: (await skusOf(5, 2))[1]!.skuId, quantity: 1 })
    ).body;
    const theirs = (await them('POST', '/api/front/cart', { skuId: line.skuId, quantity: 1 })).body;
    expect((await them('DELETE', '/api/front/cart', { ids: [theirs.id, line.id] })).status).toBe(404);
    expect((await me('GET', '/api/front/cart')).body.valid.map((l: { id: number }) => l.id).sort()).toEqual(
      [line.id, mine.id].sort(),
    );
    expect((await them('GET', '/api/front/cart')).body.valid.map((l: { id: number }) => l.id)).toEqual([
      theirs.id,
    ]);
    expect((await me('DELETE', '/api/front/cart', { ids: [mine.id] })).status).toBe(204);
    expect((await me('GET', '/api/front/cart/count')).body).toEqual({ lines: 1, quantity: 4 });
  });

  it('lists lines that became invalid apart, with the reason', async () => {
    const distinct = await skusOf(5, 5);
    expect(distinct.length).toBe(5);
    const who = await shopperToken(two.s, 'sunrise', '13933330003');
    const ask = shopperCaller(
      () => two.s,
      () => who,
    );
    const lines: number[] = [];
    for (const k of distinct)
      lines.push((await ask('POST', '/api/front/cart', { skuId: k.skuId, quantity: 3 })).body.id);
    const [offShelf, deleted, gone, empty, short] = distinct;
    await two.s.db.drizzle.execute(
      sql`update products set on_shelf = false where id = ${offShelf!.productId}`,
    );
    await two.s.db.drizzle.execute(
      sql`update products set is_deleted = true where id = ${deleted!.productId}`,
    );
    await two.s.db.drizzle.execute(sql`delete from product_skus where id = ${gone!.skuId}`);
    await two.s.db.drizzle.execute(sql`update product_skus set stock = 0 where id = ${empty!.skuId}`);
    await two.s.db.drizzle.execute(sql`update product_skus set stock = 2 where id = ${short!.skuId}`);
    const list = await ask('GET', '/api/front/cart');
    expect(list.status).toBe(200);
    expect(list.body.valid).toEqual([]);
    const reasons = Object.fromEntries(
      list.body.invalid.map((l: { skuId: number; reason: string }) => [l.skuId, l.reason]),
    );
    expect(reasons).toEqual({
      [offShelf!.skuId]: 'offShelf',
      [deleted!.skuId]: 'deleted',
      [gone!.skuId]: 'skuGone',
      [empty!.skuId]: 'outOfStock',
      [short!.skuId]: 'notEnoughStock',
    });
    const goneLine = list.body.invalid.find((l: { skuId: number }) => l.skuId === gone!.skuId);
    expect(goneLine).toMatchObject({ name: null, price: null, stock: 0 });
    await two.s.db.drizzle.execute(
      sql`update products set on_shelf = true where id = ${offShelf!.productId}`,
    );
    expect((await ask('GET', '/api/front/cart')).body.valid.map((l: { skuId: number }) => l.skuId)).toEqual([
      offShelf!.skuId,
    ]);
    expect((await ask('DELETE', '/api/front/cart', { ids: lines })).status).toBe(204);
  });

  it('hands checkout the lines by id for one member only, and removes them', async () => {
    const ctx = await two.ctx();
    const [line] = (await me('GET', '/api/front/cart')).body.valid;
    const got = await inShop(ctx, (tx) => cartLinesOf(tx, two.uid, [line.id]));
    expect(got).toEqual([
      { cartId: line.id, productId: line.productId, skuId: line.skuId, quantity: line.quantity },
    ]);
    const theirs = (await them('GET', '/api/front/cart')).body.valid[0];
    await expect(inShop(ctx, (tx) => cartLinesOf(tx, two.uid, [line.id, theirs.id]))).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      inShop(ctx, (tx) => removeCartLines(tx, two.uid, [line.id, theirs.id])),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await me('GET', '/api/front/cart/count')).body.lines).toBe(1);
    await inShop(ctx, (tx) => removeCartLines(tx, two.uid, [line.id]));
    expect((await me('GET', '/api/front/cart/count')).body).toEqual({ lines: 0, quantity: 0 });
  });
});
