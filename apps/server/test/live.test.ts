import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { applyFor } from '../src/modules/after-sales/apply.ts';
import { type LiveClient, LiveHub } from '../src/modules/live/hub.ts';
import { wsTickets } from '../src/modules/live/schema.ts';
import { cancelShopperOrder } from '../src/modules/orders/shopper-orders.ts';
import { paidOrder } from './after-sales-fixture.ts';
import { call, login, loginTo, startPeer, startTestServer, type TestServer } from './helpers.ts';
import { companyIdOf, desk, shopperCtx } from './orders-fixture.ts';

let s: TestServer;
let base: string;
beforeAll(async () => {
  s = await startTestServer();
  base = await listen(s.app);
});
afterAll(() => s.close());

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type Message = { type: string; data: Record<string, unknown> };

interface Received {
  socket: WebSocket;
  messages: Message[];
  closed: Promise<number>;
  next(type: string, ms?: number): Promise<Message | undefined>;
}

/** Opens a real socket; rejects with the HTTP status when the upgrade is refused. */
function open(host: string, path: string, headers: Record<string, string> = {}): Promise<Received> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}${path}`, {
      headers: { origin: `http://${host}`, ...headers },
    });
    const messages: Message[] = [];
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        async next(type, ms = 3000) {
          const deadline = Date.now() + ms;
          while (Date.now() < deadline) {
            const hit = messages.find((m) => m.type === type);
            if (hit) {
              messages.splice(messages.indexOf(hit), 1);
              return hit;
            }
            await new Promise((r) => setTimeout(r, 20));
          }
          return undefined;
        },
      }),
    );
  });
}

/** Closes a socket and gives the server a moment to hear it. */
async function shut(...sockets: Received[]) {
  for (const ws of sockets) {
    ws.socket.close();
    await ws.closed;
  }
  await new Promise((r) => setTimeout(r, 50));
}

async function ticket(app: FastifyInstance, token: string): Promise<string> {
  const res = await call(app, { method: 'POST', url: '/api/ws/ticket', token });
  expect(res.status).toBe(200);
  expect(res.body.expiresIn).toBeLessThanOrEqual(30);
  return res.body.ticket as string;
}

async function connect(token: string, app = s.app, host = base): Promise<Received> {
  const socket = await open(host, `/api/ws?ticket=${encodeURIComponent(await ticket(app, token))}`);
  expect(await socket.next('hello')).toBeDefined();
  return socket;
}

async function firstMember(token: string) {
  const list = await call(s.app, { method: 'GET', url: '/api/user?size=1', token });
  return list.body.content[0].uid as number;
}

const addMoney = (token: string, uid: number, money: string) =>
  call(s.app, {
    method: 'POST',
    url: '/api/user/money',
    token,
    payload: { uid, ptype: 1, money, remark: 'live' },
  });

/** A hub of company 1 alone, its clients staff with the given permissions; `sent` lists `userId:type` of each message. */
function hubOfOne() {
  const hub = new LiveHub();
  const sent: string[] = [];
  const client = (userId: number, permissions: string[]) =>
    ({
      socket: {
        send: (text: string) => sent.push(`${userId}:${JSON.parse(text).type}`),
      } as unknown as WebSocket,
      claims: { userId, sessionId: `s${userId}`, companyId: 1, rememberMe: false, issuedAt: 0 },
      principal: { userId, companyId: 1, permissions },
    }) as LiveClient;
  return { hub, sent, client };
}

describe('live notices', () => {
  it('refuses a socket without a valid ticket, with the token in its query, or with only the cookie', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    await expect(open(base, '/api/ws?ticket=not-a-ticket')).rejects.toThrow(/401/);
    await expect(open(base, `/api/ws?token=${encodeURIComponent(alice)}`)).rejects.toThrow(/400/);
    await expect(open(base, '/api/ws', { cookie: `HH-TOEKN=${alice}` })).rejects.toThrow(/400/);
  });

  it('a ticket needs the Authorization header and a chosen shop', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const byCookie = await call(s.app, {
      method: 'POST',
      url: '/api/ws/ticket',
      headers: { cookie: `HH-TOEKN=${alice}` },
    });
    expect(byCookie.status).toBe(401);
    const unbound = await call(s.app, {
      method: 'POST',
      url: '/api/ws/ticket',
      token: await login(s.app, 'alice'),
    });
    expect(unbound.status).toBe(403);
  });

  it('a ticket opens one socket, once, and only while fresh', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const once = await ticket(s.app, alice);
    const ws = await open(base, `/api/ws?ticket=${once}`);
    await expect(open(base, `/api/ws?ticket=${once}`)).rejects.toThrow(/401/);
    await shut(ws);
    const stale = await ticket(s.app, alice);
    await s.db.drizzle.update(wsTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(open(base, `/api/ws?ticket=${stale}`)).rejects.toThrow(/401/);
  });

  it("refuses an upgrade from another site's page", async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    await expect(
      open(base, `/api/ws?ticket=${await ticket(s.app, alice)}`, { origin: 'https://evil.example' }),
    ).rejects.toThrow(/403/);
  });

  it('caps the sockets one person may hold open', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await connect(alice));
    await expect(connect(alice)).rejects.toThrow(/429/);
    await shut(held[0]!);
    held[0] = await connect(alice);
    await shut(...held);
  });

  it('caps the sockets of the whole process', () => {
    const hub = new LiveHub({ perPerson: 5, perProcess: 2 });
    const client = (userId: number) =>
      ({
        socket: {} as WebSocket,
        claims: { userId, sessionId: `s${userId}`, companyId: 1, rememberMe: false, issuedAt: 0 },
        principal: { userId, companyId: 1 },
      }) as LiveClient;
    const first = client(1);
    hub.add(first);
    hub.add(client(2));
    expect(hub.hasRoom(3)).toBe(false);
    hub.remove(first);
    expect(hub.hasRoom(3)).toBe(true);
  });

  it('closes the socket when its sign-in is revoked', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const ws = await connect(alice);
    expect((await call(s.app, { method: 'DELETE', url: '/auth/logout', token: alice })).status).toBeLessThan(
      300,
    );
    const code = await Promise.race([ws.closed, new Promise((r) => setTimeout(() => r('open'), 6000))]);
    expect(code).toBe(4401);
  });

  it("pushes a balance change made by someone else to the company's staff who handle money only", async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const carol = await loginTo(s.app, 'carol', 'sunrise');
    const owner = await loginTo(s.app, 'admin', 'sunrise');
    const other = await loginTo(s.app, 'admin', 'harbour');
    const aliceWs = await connect(alice);
    const clerkWs = await connect(carol);
    const otherWs = await connect(other);
    const uid = await firstMember(owner);
    await addMoney(owner, uid, '2.00');
    const notice = await aliceWs.next('member.balance');
    expect(notice?.data).toMatchObject({ uid, change: '2.00', by: 'admin' });
    await addMoney(alice, uid, '1.00');
    expect(await aliceWs.next('member.balance', 500)).toBeUndefined();
    expect(otherWs.messages.filter((m) => m.type === 'member.balance')).toEqual([]);
    expect(clerkWs.messages.filter((m) => m.type === 'member.balance')).toEqual([]);
    await shut(aliceWs, clerkWs, otherWs);
  });

  it("tells the company's desks of every order status change, whoever made it, quietly to the one who did", async () => {
    const owner = await loginTo(s.app, 'admin', 'sunrise');
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const other = await loginTo(s.app, 'admin', 'harbour');
    const ownerWs = await connect(owner);
    const aliceWs = await connect(alice);
    const otherWs = await connect(other);
    const shop = desk(s, owner);
    const { skuIds } = await shop.product('实时订单', [{ price: '9.90', stock: 10 }]);
    const uid = await shop.member('实时买家', '13900000077');
    const placeUnpaid = async () => {
      const { created } = await shop.placeOrder(uid, [{ skuId: skuIds[0]!, quantity: 1 }]);
      expect(created.status).toBe(200);
      return { id: created.body.id as number, code: created.body.code as string };
    };

    const byStaff = await placeUnpaid();
    expect((await shop.send('POST', '/api/order/cancel', { id: byStaff.id })).status).toBe(200);
    const told = await aliceWs.next('order.status');
    expect(told?.data).toEqual({ orderId: byStaff.id, code: byStaff.code, from: 'unpaid', to: 'cancelled' });
    expect(await ownerWs.next('order.status', 300)).toBeUndefined();

    const byShopper = await placeUnpaid();
    await cancelShopperOrder(shopperCtx(s, await companyIdOf(s, 'sunrise'), uid), byShopper.id);
    for (const ws of [ownerWs, aliceWs]) {
      expect((await ws.next('order.status'))?.data).toMatchObject({ orderId: byShopper.id, to: 'cancelled' });
    }
    expect(otherWs.messages.filter((m) => m.type === 'order.status')).toEqual([]);
    await shut(ownerWs, aliceWs, otherWs);
  });

  it('pushes a new after-sale request to the desks, not to the one who took it down', async () => {
    const owner = await loginTo(s.app, 'admin', 'sunrise');
    const other = await loginTo(s.app, 'admin', 'harbour');
    const ownerWs = await connect(owner);
    const otherWs = await connect(other);
    const shop = desk(s, owner);
    const companyId = await companyIdOf(s, 'sunrise');
    const product = await shop.product('实时售后', [{ price: '12.00', stock: 10 }]);
    const uid = await shop.member('售后买家', '13900000078');
    const order = await paidOrder(s, {
      companyId,
      memberId: uid,
      lines: [{ skuId: product.skuIds[0]!, productId: product.id, price: '12.00', quantity: 2 }],
    });
    const asked = await applyFor(shopperCtx(s, companyId, uid), {
      orderId: order.id,
      type: 'returnRefund',
      lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }],
      reason: 'notWanted',
      explanation: '',
      pictureIds: [],
    });
    expect((await ownerWs.next('afterSale.submitted'))?.data).toEqual({
      afterSaleId: asked.id,
      code: asked.code,
      orderId: order.id,
      orderCode: order.code,
      type: 'returnRefund',
      amount: '12.00',
    });
    const recorded = await call(s.app, {
      method: 'POST',
      url: '/api/afterSale/record',
      token: owner,
      payload: {
        orderId: order.id,
        type: 'refund',
        lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
        reason: 'damaged',
      },
    });
    expect(recorded.status).toBe(200);
    expect(await ownerWs.next('afterSale.submitted', 300)).toBeUndefined();
    expect(otherWs.messages.filter((m) => m.type === 'afterSale.submitted')).toEqual([]);
    await shut(ownerWs, otherWs);
  });

  it('tells only staff who may list coupons that an issue was claimed', () => {
    const { hub, sent, client } = hubOfOne();
    hub.add(client(1, ['coupon:list']));
    hub.add(client(2, ['order:list']));
    hub.deliver({ companyId: 1, type: 'coupon.claimed', actorId: null, data: { issueId: 1 } });
    expect(sent).toEqual(['1:coupon.claimed']);
  });

  it('keeps after-sale requests from staff who may not list after-sales', () => {
    const { hub, sent, client } = hubOfOne();
    hub.add(client(1, ['afterSale:list']));
    hub.add(client(2, ['order:list']));
    hub.add(client(3, ['afterSale:list']));
    hub.deliver({ companyId: 1, type: 'afterSale.submitted', actorId: 3, data: { afterSaleId: 1 } });
    expect(sent).toEqual(['1:afterSale.submitted']);
  });

  it('keeps order status changes from staff who may not list orders', () => {
    const { hub, sent, client } = hubOfOne();
    hub.add(client(1, ['order:list']));
    hub.add(client(2, ['member:list']));
    hub.deliver({ companyId: 1, type: 'order.status', actorId: null, data: { orderId: 1 } });
    expect(sent).toEqual(['1:order.status']);
  });

  it('delivers across servers, redeeming a ticket another server issued', async () => {
    const peer = await startPeer(s);
    try {
      const peerBase = await listen(peer.app);
      const alice = await loginTo(s.app, 'alice', 'sunrise');
      const owner = await loginTo(s.app, 'admin', 'sunrise');
      const ws = await connect(alice, s.app, peerBase);
      const uid = await firstMember(owner);
      await addMoney(owner, uid, '3.00');
      expect((await ws.next('member.balance'))?.data).toMatchObject({ uid, change: '3.00' });
      await shut(ws);
    } finally {
      await peer.close();
    }
  });
});
