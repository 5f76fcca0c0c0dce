import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { computeCheckout, confirmCheckout, createOrder } from '../src/modules/orders/checkout/service.ts';
import { orders, recordEvent } from '../src/modules/orders/index.ts';
import {
  cancelShopperOrder,
  confirmShopperReceipt,
  shopperOrder,
  shopperOrderCounts,
  shopperOrders,
} from '../src/modules/orders/shopper-orders.ts';
import { signedInServer } from './helpers.ts';
import { BEIJING, companyIdOf, desk, shopperCtx } from './orders-fixture.ts';

const t = signedInServer('admin', 'sunrise');
let companyId: number;
let skuId: number;

beforeAll(async () => {
  companyId = await companyIdOf(t.s, 'sunrise');
  skuId = (await desk(t.s, t.token).product('我的订单商品', [{ price: '12.50', stock: 100 }])).skuIds[0]!;
});

const inShop = <T>(fn: Parameters<typeof inCompanyForSystem<T>>[2]) => inCompanyForSystem(t.s, companyId, fn);

describe("a shopper's own orders", () => {
  it('lists, counts and shows only their own orders, without the staff remark', async () => {
    const d = desk(t.s, t.token);
    const me = await d.member('我', '13944440001');
    const other = await d.member('他', '13944440002');
    const a = (await d.placeOrder(me, [{ skuId, quantity: 2 }])).created.body;
    await d.placeOrder(me, [{ skuId, quantity: 1 }]);
    const theirs = (await d.placeOrder(other, [{ skuId, quantity: 1 }])).created.body;
    await inShop(async (tx) => {
      await tx.update(orders).set({ staffRemark: '内部备注' }).where(eq(orders.id, a.id));
      await recordEvent(tx, { kind: 'staff', id: 1, name: 'admin' }, a.id, 'remark', { text: '内部备注' });
    });
    const ctx = shopperCtx(t.s, companyId, me);

    const page = await shopperOrders(ctx, { page: 0, size: 10, sort: ['id,desc'] });
    expect(page.totalElements).toBe(2);
    expect(page.content[1]!.lines[0]).toMatchObject({ quantity: 2, unitPrice: '12.50' });
    expect((await shopperOrderCounts(ctx)).unpaid).toBe(2);
    const detail = await shopperOrder(ctx, a.id);
    expect(detail.events.map((e) => e.action)).toEqual(['create']);
    expect(detail).not.toHaveProperty('staffRemark');
    await expect(shopperOrder(ctx, theirs.id)).rejects.toMatchObject({ status: 404 });
    await expect(cancelShopperOrder(ctx, theirs.id)).rejects.toMatchObject({ status: 404 });
  });

  it('cancels their unpaid order and confirms receipt of a shipped one, each only in its state', async () => {
    const d = desk(t.s, t.token);
    const me = await d.member('收货人', '13944440003');
    const ctx = shopperCtx(t.s, companyId, me);
    const first = (await d.placeOrder(me, [{ skuId, quantity: 1 }])).created.body;
    await expect(confirmShopperReceipt(ctx, first.id)).rejects.toMatchObject({ status: 409 });
    const cancelled = await cancelShopperOrder(ctx, first.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'shopper' });
    await expect(cancelShopperOrder(ctx, first.id)).rejects.toMatchObject({ status: 409 });

    const second = (await d.placeOrder(me, [{ skuId, quantity: 1 }])).created.body;
    await inShop((tx) => tx.update(orders).set({ status: 'shipped' }).where(eq(orders.id, second.id)));
    const received = await confirmShopperReceipt(ctx, second.id);
    expect(received.status).toBe('received');
    const detail = await shopperOrder(ctx, second.id);
    expect(detail.events.at(-1)).toMatchObject({
      action: 'receive',
      actorKind: 'shopper',
      actorName: '收货人',
    });
  });

  it('checks out as a shopper through the same service, only for themselves', async () => {
    const d = desk(t.s, t.token);
    const me = await d.member('自助顾客', '13944440004');
    const other = await d.member('旁人', '13944440005');
    const ctx = shopperCtx(t.s, companyId, me);
    await expect(confirmCheckout(ctx, other, { lines: [{ skuId, quantity: 1 }] })).rejects.toMatchObject({
      status: 403,
    });
    const confirmed = await confirmCheckout(ctx, me, { lines: [{ skuId, quantity: 3 }] });
    const choices = {
      deliveryType: 'express',
      address: BEIJING,
      storeId: null,
      pickupContact: null,
      buyerNote: '',
    } as const;
    const computed = await computeCheckout(ctx, me, confirmed.key, choices);
    expect(computed.price.goodsTotal).toBe('37.50');
    await expect(
      createOrder(shopperCtx(t.s, companyId, other), other, confirmed.key, choices),
    ).rejects.toMatchObject({
      status: 404,
    });
    const order = await createOrder(ctx, me, confirmed.key, choices);
    expect(order).toMatchObject({ memberId: me, status: 'unpaid', goodsTotal: '37.50' });
    const detail = await shopperOrder(ctx, order.id);
    expect(detail.events[0]).toMatchObject({ action: 'create', actorKind: 'shopper', actorName: '自助顾客' });
  });
});
