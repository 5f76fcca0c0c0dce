import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateFreight } from '../src/modules/goods/index.ts';
import { call, caller, loginTo, signedInServer } from './helpers.ts';

const t = signedInServer('admin', 'sunrise');

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, token = t.token) =>
  call(t.s.app, { method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('categories', () => {
  it('keeps the tree at two levels and refuses deleting a used category', async () => {
    const top = await send('POST', '/api/goodsCategory', { name: '服装' });
    const child = await send('POST', '/api/goodsCategory', { name: 'T恤', parentId: top.body.id });
    expect(child.status).toBe(200);
    const third = await send('POST', '/api/goodsCategory', { name: '短袖', parentId: child.body.id });
    expect(third.status).toBe(400);
    expect((await send('DELETE', '/api/goodsCategory', [top.body.id])).status).toBe(400);
  });
});

describe('products, SKUs and stock', () => {
  const base = {
    name: '纯棉T恤',
    specType: 'multi',
    specs: [
      { name: '颜色', values: ['红', '蓝'] },
      { name: '尺码', values: ['S', 'M'] },
    ],
    description: '<p>好<img src="/file/a.png" onerror="alert(1)"></p><script>alert(2)</script>',
  };
  const skus = [
    { specKey: '红,S', price: '59.90', stock: 10 },
    { specKey: '红,M', price: '59.90', stock: 5 },
    { specKey: '蓝,S', price: '49.90', stock: 0 },
    { specKey: '蓝,M', price: '69.00', stock: 3 },
  ];

  it('derives price and stock from the SKU matrix and sanitises the description', async () => {
    const missing = await send('POST', '/api/product', { ...base, skus: skus.slice(0, 3) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('skus');
    const created = await send('POST', '/api/product', { ...base, skus, onShelf: true });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ price: '49.90', stock: 18 });
    const full = await send('GET', `/api/product/${created.body.id}`);
    expect(full.body.skus).toHaveLength(4);
    expect(full.body.description).not.toMatch(/script|onerror/);
    expect(full.body.description).toContain('<img src="/file/a.png"');
    const ledger = await send('GET', `/api/product/${created.body.id}/stockLedger`);
    expect(ledger.body.content.map((l: { change: number; reason: string }) => [l.change, l.reason])).toEqual([
      [3, 'initial'],
      [5, 'initial'],
      [10, 'initial'],
    ]);
  });

  it('starts a new product off the shelf unless onShelf says otherwise; an edit without it keeps the state', async () => {
    const bag = { name: '帆布袋', skus: [{ specKey: '', price: '9.90', stock: 3 }] };
    const quiet = await send('POST', '/api/product', bag);
    expect(quiet.status).toBe(200);
    expect(quiet.body.onShelf).toBe(false);
    const shelved = await send('POST', '/api/product', { ...bag, onShelf: true });
    expect(shelved.body.onShelf).toBe(true);
    const renamed = await send('PUT', '/api/product', { ...bag, id: shelved.body.id, name: '大帆布袋' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: '大帆布袋', onShelf: true });
    const off = await send('PUT', '/api/product', { ...bag, id: shelved.body.id, onShelf: false });
    expect(off.body.onShelf).toBe(false);
  });

  it('changes stock atomically, never below zero, with ledger lines', async () => {
    const created = await send('POST', '/api/product', {
      name: '马克杯',
      skus: [{ price: '19.90', stock: 5 }],
    });
    const sku = (await send('GET', `/api/product/${created.body.id}`)).body.skus[0];
    const down = await send('POST', '/api/product/stock', { skuId: sku.id, change: -3, reason: '盘点' });
    expect(down.body).toMatchObject({ before: 5, after: 2 });
    const tooFar = await send('POST', '/api/product/stock', { skuId: sku.id, change: -3, reason: '盘点' });
    expect(tooFar.status).toBe(400);
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () =>
        send('POST', '/api/product/stock', { skuId: sku.id, change: -1, reason: 'sale' }),
      ),
    );
    expect(concurrent.filter((r) => r.status === 200)).toHaveLength(2);
    expect((await send('GET', `/api/product/${created.body.id}`)).body.stock).toBe(0);
    const edited = await send('PUT', '/api/product', {
      id: created.body.id,
      name: '马克杯',
      skus: [{ price: '18.00', stock: 7 }],
    });
    expect(edited.body).toMatchObject({ price: '18.00', stock: 7 });
  });

  it('lists by tab with counts, filters and whitelisted sort; recycles, restores and purges', async () => {
    const counts = (await send('GET', '/api/product/counts')).body;
    const onSale = await send(
      'GET',
      `/api/product?tab=onSale&sort=price,asc&blurry=${encodeURIComponent('纯棉T恤')}`,
    );
    expect(onSale.body.content.map((p: { name: string }) => p.name)).toEqual(['纯棉T恤']);
    const lowStock = await send('GET', `/api/product?tab=lowStock&blurry=${encodeURIComponent('马克')}`);
    expect(lowStock.body.totalElements).toBe(1);
    expect((await send('GET', '/api/product?tab=warehouse&blurry=马克')).body.totalElements).toBe(1);
    const cheapFirst = (await send('GET', '/api/product?tab=onSale&sort=price,asc&size=50')).body.content;
    const prices = cheapFirst.map((p: { price: string }) => Math.round(Number(p.price) * 100));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await send('GET', '/api/product?sort=cost,desc')).status).toBe(400);
    const id = onSale.body.content[0].id;
    expect((await send('DELETE', '/api/product/purge', [id])).status).toBe(400);
    await send('DELETE', '/api/product', [id]);
    expect((await send('GET', '/api/product?tab=recycle')).body.totalElements).toBe(counts.recycle + 1);
    expect((await send('GET', '/api/product/counts')).body.onSale).toBe(counts.onSale - 1);
    await send('POST', '/api/product/restore', [id]);
    await send('POST', '/api/product/bulk', { ids: [id], onShelf: true });
    expect((await send('GET', '/api/product/counts')).body).toEqual(counts);
    await send('DELETE', '/api/product', [id]);
    expect((await send('DELETE', '/api/product/purge', [id])).status).toBe(204);
    expect((await send('GET', `/api/product/${id}`)).status).toBe(404);
  });
});

describe('the product list', () => {
  it("sends along in cateList the categories of the page's rows and their parents, and no others", async () => {
    const top = (await send('POST', '/api/goodsCategory', { name: '家居' })).body;
    const child = (await send('POST', '/api/goodsCategory', { name: '收纳', parentId: top.id })).body;
    await send('POST', '/api/goodsCategory', { name: '无关' });
    const made = await send('POST', '/api/product', {
      name: '折叠收纳箱',
      categoryId: child.id,
      specType: 'single',
      onShelf: true,
      skus: [{ specKey: '', price: '39.00', stock: 8 }],
    });
    expect(made.status).toBe(200);
    const page = await send('GET', `/api/product?tab=onSale&blurry=${encodeURIComponent('折叠收纳箱')}`);
    expect(page.body.content).toHaveLength(1);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...page.body.cateList].sort(byId)).toEqual([
      { id: top.id, parentId: 0, name: '家居' },
      { id: child.id, parentId: top.id, name: '收纳' },
    ]);
    const empty = await send('GET', '/api/product?tab=onSale&blurry=nothing-matches-this');
    expect(empty.body).toEqual({ content: [], totalElements: 0, cateList: [] });
  });
});

describe('tab counters', () => {
  it('match a full count after creating, shelving, stock changes, recycling, restoring, purging and importing', async () => {
    const exact = async () => {
      const res = (await t.s.db.drizzle.execute(sql`
        select
          count(*) filter (where not is_deleted and on_shelf and stock > 0)::int as "onSale",
          count(*) filter (where not is_deleted and not on_shelf)::int as warehouse,
          count(*) filter (where not is_deleted and stock = 0)::int as "soldOut",
          count(*) filter (where not is_deleted and stock > 0 and stock < 10)::int as "lowStock",
          count(*) filter (where is_deleted)::int as recycle
        from products where company_id = (select id from companies where company_key = 'sunrise')`)) as unknown as {
        rows: Record<string, number>[];
      };
      return res.rows[0];
    };
    const check = async () => expect((await send('GET', '/api/product/counts')).body).toEqual(await exact());
    await check();
    const made = await send('POST', '/api/product', {
      name: '计数测试',
      onShelf: true,
      skus: [{ price: '5', stock: 1 }],
    });
    await check();
    const sku = (await send('GET', `/api/product/${made.body.id}`)).body.skus[0].id;
    await send('POST', '/api/product/stock', { skuId: sku, change: -1, reason: 'test' });
    await check();
    await send('POST', '/api/product/bulk', { ids: [made.body.id], onShelf: false });
    await check();
    await send('DELETE', '/api/product', [made.body.id]);
    await check();
    await send('POST', '/api/product/restore', [made.body.id]);
    await check();
    await send('DELETE', '/api/product', [made.body.id]);
    await send('DELETE', '/api/product/purge', [made.body.id]);
    await check();
    const list = await send('GET', '/api/product?tab=onSale&size=1');
    expect(list.body.totalElements).toBe((await exact())!.onSale);

    const top = (await send('GET', '/api/goodsCategory?parentId=0&size=50&sort=sort,asc')).body.content[0];
    const inTop = async () => {
      const res = (await t.s.db.drizzle.execute(sql`
        select count(*)::int as n from products p join goods_categories c on c.id = p.category_id
        where not p.is_deleted and p.on_shelf and p.stock > 0 and (c.id = ${top.id} or c.parent_id = ${top.id})`)) as unknown as {
        rows: { n: number }[];
      };
      return res.rows[0]!.n;
    };
    const byCategory = async () =>
      (await send('GET', `/api/product?tab=onSale&size=1&categoryId=${top.id}`)).body.totalElements;
    expect(await byCategory()).toBe(await inTop());
    const moved = await send('POST', '/api/product', {
      name: '换类测试',
      onShelf: true,
      skus: [{ price: '5', stock: 3 }],
    });
    await send('POST', '/api/product/bulk', { ids: [moved.body.id], categoryId: top.id });
    expect(await byCategory()).toBe(await inTop());
    await check();
  });

  it('pages through equal prices without repeating or skipping a product', async () => {
    const tag = `同价${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      await send('POST', '/api/product', {
        name: `${tag}${i}`,
        onShelf: true,
        skus: [{ price: '7.77', stock: 5 }],
      });
    }
    const seen: number[] = [];
    for (let page = 0; page < 5; page++) {
      const res = await send(
        'GET',
        `/api/product?tab=onSale&blurry=${encodeURIComponent(tag)}&sort=price,desc&size=1&page=${page}`,
      );
      seen.push(res.body.content[0].id);
    }
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('searches by keyword only within the company', async () => {
    const mine = await send('GET', `/api/product?tab=onSale&blurry=${encodeURIComponent('换类')}`);
    expect(mine.body.totalElements).toBe(1);
    const other = await loginTo(t.s.app, 'admin', 'harbour');
    const theirs = await caller(t.s, other).get(
      `/api/product?tab=onSale&blurry=${encodeURIComponent('换类')}`,
    );
    expect(theirs.body).toEqual({ content: [], totalElements: 0, cateList: [] });
  });
});

describe('freight', () => {
  const rules = [
    { regionIds: [], first: '1', firstPrice: '10.00', additional: '1', additionalPrice: '5.00' },
    { regionIds: [65, 54], first: '1', firstPrice: '20.00', additional: '2', additionalPrice: '8.50' },
  ];

  it('charges the first units, then each started block, per province, exactly', () => {
    const calc = (regionId: number, units: string, quantity = Number(units), amount = '0') =>
      calculateFreight({
        chargeBy: 'piece',
        rules,
        freeRules: [{ regionIds: [44], minAmount: '99.00' }],
        regionId,
        units,
        quantity,
        amount,
      }).fee;
    expect(calc(440106, '1')).toBe('10.00');
    expect(calc(440106, '3')).toBe('20.00');
    expect(calc(650102, '4')).toBe('37.00');
    expect(calc(440106, '3', 3, '99.00')).toBe('0.00');
    expect(calc(110101, '3', 3, '99.00')).toBe('20.00');
    expect(
      calculateFreight({
        chargeBy: 'weight',
        rules,
        freeRules: [],
        regionId: 11,
        units: '1.001',
        quantity: 1,
        amount: '0',
      }).fee,
    ).toBe('15.00');
  });

  it('saves templates and calculates through the server with the same function', async () => {
    const t = await send('POST', '/api/freightTemplate', {
      name: '标准',
      chargeBy: 'piece',
      rules,
      isDefault: true,
    });
    expect(t.status).toBe(200);
    const other = { regionIds: [], first: '1', firstPrice: '10', additional: '1', additionalPrice: '2' };
    const twice = await send('POST', '/api/freightTemplate', {
      name: 'x',
      chargeBy: 'piece',
      rules: [other, other],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].message).toBe('只能有一条“其他地区”规则');
    const beijing = { ...other, regionIds: [11] };
    const dup = await send('POST', '/api/freightTemplate', {
      name: 'x',
      chargeBy: 'piece',
      rules: [beijing, beijing],
    });
    expect(dup.body.errors[0].message).toBe('同一地区不能出现在两条规则中');
    const res = await send('POST', '/api/freightTemplate/calculate', {
      templateId: t.body.id,
      regionId: 650102,
      quantity: 4,
    });
    expect(res.body).toMatchObject({ fee: '37.00', free: false });
    const bad = await send('POST', '/api/freightTemplate', {
      name: 'x',
      chargeBy: 'piece',
      rules: [{ ...rules[0], firstPrice: '1.234' }],
    });
    expect(bad.status).toBe(400);
  });
});
