import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { afterSalesServer, expectOk } from './after-sales-fixture.ts';
import { call, caller, multipartForm } from './helpers.ts';
import { TINY_PNG } from './pictures.ts';
import { shopperToken } from './storefront-helpers.ts';

const { t, shop, staff, shopper } = afterSalesServer('13966660004');
const DAY = 86_400_000;

const newOrder = (over: Parameters<typeof shop.order>[1] = {}) => shop.order([[shop.skus[0]!, 1]], over);

const apply = (order: { id: number; lineIds: number[] }, type = 'refund', extra: object = {}) =>
  shop.apply(order, { type, reason: 'damaged', ...extra });

const settings = (over: object) =>
  staff().put('/api/afterSale/settings', {
    applyWindowDays: 7,
    autoApproveDays: 0,
    returnShipDays: 7,
    returnAddress: { name: '售后仓', phone: '0571-88880000', address: '杭州市余杭区仓前街道 8 号' },
    ...over,
  });

describe('after-sales timers', () => {
  it('approves an unanswered refund-only request after the configured days (off by default), through the provider too', async () => {
    // Goods not yet shipped: the only ones the timer may refund (review M4).
    const unshipped = { status: 'toShip', receivedAt: null } as const;
    const off = expectOk(await apply(await newOrder(unshipped)));
    expect(off.deadline).toBeNull();
    expectOk(await settings({ autoApproveDays: 2 }));
    const wallet = expectOk(await apply(await newOrder(unshipped)));
    const provider = expectOk(await apply(await newOrder({ ...unshipped, payMethod: 'sandbox' })));
    const ret = expectOk(await apply(await newOrder(), 'returnRefund'));
    expect(new Date(wallet.deadline).getTime()).toBeGreaterThan(Date.now() + 2 * DAY - 60_000);
    expect(ret.deadline).toBeNull();

    await runDueJobs(t.s.db, new Date(Date.now() + DAY));
    expect(expectOk(await staff().get(`/api/afterSale/${wallet.id}`)).status).toBe('submitted');
    await runDueJobs(t.s.db, new Date(Date.now() + 3 * DAY));
    await runDueJobs(t.s.db, new Date(Date.now() + 3 * DAY));
    const auto = expectOk(await staff().get(`/api/afterSale/${wallet.id}`));
    expect(auto).toMatchObject({ status: 'refunded', amountRefunded: '30.00' });
    expect(auto.events.find((e: { action: string }) => e.action === 'autoApprove')).toMatchObject({
      actorKind: 'system',
    });
    expect(expectOk(await staff().get(`/api/afterSale/${provider.id}`))).toMatchObject({
      status: 'refunded',
      refunds: [expect.objectContaining({ method: 'sandbox', status: 'succeeded' })],
    });
    expect(expectOk(await staff().get(`/api/afterSale/${off.id}`)).status).toBe('submitted');
    expect(expectOk(await staff().get(`/api/afterSale/${ret.id}`)).status).toBe('submitted');
    expectOk(await settings({ autoApproveDays: 0 }));
  });

  it('closes a return not sent back in time, and leaves one sent back alone', async () => {
    const late = expectOk(await apply(await newOrder(), 'returnRefund'));
    const sent = expectOk(await apply(await newOrder(), 'returnRefund'));
    for (const id of [late.id, sent.id]) {
      const approved = expectOk(await staff().post('/api/afterSale/approve', { id }));
      expect(approved.returnAddress).toMatchObject({ name: '售后仓' });
    }
    expectOk(
      await shopper().post(`/api/front/after-sales/${sent.id}/return`, {
        expressCode: 'ZTO',
        expressName: '中通快递',
        trackingNo: 'ZT1234567',
      }),
    );
    await runDueJobs(t.s.db, new Date(Date.now() + 6 * DAY));
    expect(expectOk(await staff().get(`/api/afterSale/${late.id}`)).status).toBe('awaitingReturn');
    await runDueJobs(t.s.db, new Date(Date.now() + 8 * DAY));
    const closed = expectOk(await staff().get(`/api/afterSale/${late.id}`));
    expect(closed).toMatchObject({ status: 'closed', endedAt: expect.any(String) });
    expect(closed.events.at(-1)).toMatchObject({ action: 'close', actorKind: 'system' });
    expect(expectOk(await staff().get(`/api/afterSale/${sent.id}`)).status).toBe('returned');
    // A closed return holds nothing: the piece may be asked for again.
    const again = expectOk(await shopper().get(`/api/front/orders/${closed.orderId}/refundable`));
    expect(again.lines[0].refundableQuantity).toBe(1);
  });
});

describe('applying', () => {
  it('keeps the window from receipt, the type to goods that left, the reason to the dictionary and pictures to their owner', async () => {
    const old = await newOrder({ receivedAt: new Date(Date.now() - 8 * DAY) });
    const view = expectOk(await shopper().get(`/api/front/orders/${old.id}/refundable`));
    expect(view).toMatchObject({ canApply: false, reasonNot: '已超过售后申请期限（收货后 7 天）' });
    expect((await apply(old)).status).toBe(409);
    expectOk(await settings({ applyWindowDays: 10 }));
    expectOk(await apply(old));
    expectOk(await settings({}));

    const unshipped = await newOrder({ status: 'toShip', receivedAt: null });
    const wrongType = await apply(unshipped, 'returnRefund');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].field).toBe('type');
    expect((await newOrderRefundable(await newOrder({ status: 'unpaid' }))).status).toBe(200);
    const badReason = await apply(unshipped, 'refund', { reason: 'whatever' });
    expect(badReason.body.errors[0].field).toBe('reason');

    const picture = await call(t.s.app, {
      method: 'POST',
      url: '/api/front/after-sales/pictures',
      token: shop.shopper,
      ...multipartForm(TINY_PNG, 'broken.png'),
    });
    expect(picture.status).toBe(200);
    const other = await shopperToken(t.s, 'sunrise', '13966660005');
    const theirs = await call(t.s.app, {
      method: 'POST',
      url: '/api/front/after-sales/pictures',
      token: other,
      ...multipartForm(TINY_PNG, 'x.png'),
    });
    const foreign = await apply(unshipped, 'refund', { pictureIds: [theirs.body.id] });
    expect(foreign.body.errors[0].field).toBe('pictureIds');
    const withPicture = expectOk(await apply(unshipped, 'refund', { pictureIds: [picture.body.id] }));
    expect(withPicture.pictures).toEqual([picture.body.url]);
    const reused = await apply(await newOrder(), 'refund', { pictureIds: [picture.body.id] });
    expect(reused.body.errors[0].field).toBe('pictureIds');
  });

  it('lets a shopper see and act on their own after-sales only', async () => {
    const order = await newOrder();
    const mine = expectOk(await apply(order));
    const other = caller(t.s, await shopperToken(t.s, 'sunrise', '13966660006'));
    expect((await other.get(`/api/front/after-sales/${mine.id}`)).status).toBe(404);
    expect((await other.post(`/api/front/after-sales/${mine.id}/withdraw`)).status).toBe(404);
    expect(
      (
        await other.post(`/api/front/after-sales/${mine.id}/return`, {
          expressCode: 'SF',
          expressName: '顺丰',
          trackingNo: 'SF0000001',
        })
      ).status,
    ).toBe(404);
    expect((await other.get(`/api/front/orders/${order.id}/refundable`)).status).toBe(404);
    expect(
      (
        await other.post('/api/front/after-sales/quote', {
          orderId: order.id,
          lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await other.post('/api/front/after-sales', {
          orderId: order.id,
          type: 'refund',
          lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
          reason: 'other',
        })
      ).status,
    ).toBe(404);
    expect(expectOk(await other.get('/api/front/after-sales')).totalElements).toBe(0);
    const list = expectOk(await shopper().get(`/api/front/after-sales?orderId=${order.id}`));
    expect(list.content.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(expectOk(await shopper().post(`/api/front/after-sales/${mine.id}/withdraw`)).status).toBe(
      'withdrawn',
    );
  });
});

const newOrderRefundable = (order: { id: number }) =>
  shopper().get(`/api/front/orders/${order.id}/refundable`);
