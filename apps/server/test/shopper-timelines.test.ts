import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSalesServer, expectOk } from './after-sales-fixture.ts';
import { call } from './helpers.ts';

const { t, shop, staff } = afterSalesServer('13966661001');
const shopperIn = (lang: string) => (url: string, payload?: object) =>
  call(t.s.app, {
    method: payload ? 'POST' : 'GET',
    url,
    token: shop.shopper,
    headers: { 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

interface Line {
  actorKind: string;
  actorId: number | null;
  actorName: string;
  action: string;
  params: Record<string, unknown>;
}

describe('L2: timelines shown to the shopper name no staff', () => {
  it('shows a pickup verified by staff as the merchant, with no user id nor clerk, while the desk keeps who did it', async () => {
    const order = await shop.order([[shop.skus[0]!, 1]], { status: 'toVerify' });
    const [store] = (await staff().get('/api/hhStores?size=1&sort=id,asc')).body.content as { id: number }[];
    await t.s.db.drizzle.execute(
      sql`update orders set delivery_type = 'pickup', store_id = ${store!.id}, pickup_code = '7771112223'
        where id = ${order.id}`,
    );
    expectOk(await staff().post('/api/order/verify', { code: '7771112223' }));

    const mine = expectOk(await shopperIn('zh')(`/api/front/orders/${order.id}`));
    const verify = (mine.events as Line[]).find((e) => e.action === 'verify');
    expect(verify).toMatchObject({ actorKind: 'staff', actorId: null, actorName: '商家' });
    expect(verify!.params).not.toHaveProperty('clerk');
    expect(JSON.stringify(mine.events)).not.toContain('admin');

    const english = expectOk(await shopperIn('en')(`/api/front/orders/${order.id}`));
    expect((english.events as Line[]).find((e) => e.action === 'verify')?.actorName).toBe('Merchant');

    const atDesk = expectOk(await staff().get(`/api/order/${order.id}`));
    expect((atDesk.events as Line[]).find((e) => e.action === 'verify')).toMatchObject({
      actorName: 'admin',
      actorId: expect.any(Number),
      params: expect.objectContaining({ clerk: 'admin' }),
    });
  });

  it('shows an after-sale approved and refunded by staff as the merchant', async () => {
    const order = await shop.order([[shop.skus[1]!, 1]]);
    const applied = expectOk(
      await shopperIn('zh')('/api/front/after-sales', {
        orderId: order.id,
        type: 'refund',
        lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
        reason: 'quality',
        explanation: '',
      }),
    );
    expectOk(await staff().post('/api/afterSale/approve', { id: applied.id }));

    const mine = expectOk(await shopperIn('zh')(`/api/front/after-sales/${applied.id}`));
    const byStaff = (mine.events as Line[]).filter((e) => e.actorKind === 'staff');
    expect(byStaff.map((e) => e.action)).toEqual(expect.arrayContaining(['approve']));
    for (const e of byStaff) expect(e).toMatchObject({ actorId: null, actorName: '商家' });
    expect(JSON.stringify(mine.events)).not.toContain('admin');
    const orderOfMine = expectOk(await shopperIn('zh')(`/api/front/orders/${order.id}`));
    expect(JSON.stringify(orderOfMine.events)).not.toContain('admin');

    const atDesk = expectOk(await staff().get(`/api/afterSale/${applied.id}`));
    expect((atDesk.events as Line[]).find((e) => e.action === 'approve')?.actorName).toBe('admin');
  });
});
