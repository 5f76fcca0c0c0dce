import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { call, loginTo, startPeer, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

interface Received {
  socket: WebSocket;
  messages: { type: string; data: Record<string, unknown> }[];
  next(type: string, ms?: number): Promise<{ type: string; data: Record<string, unknown> } | undefined>;
}

async function connect(app: FastifyInstance, token: string): Promise<Received> {
  const socket = (await (app as unknown as { injectWS: (path: string) => Promise<WebSocket> }).injectWS(
    `/api/ws?token=${encodeURIComponent(token)}`,
  )) as WebSocket;
  const messages: Received['messages'] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  return {
    socket,
    messages,
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
  };
}

async function firstMember(token: string) {
  const list = await call(s.app, { method: 'GET', url: '/api/user?size=1', token });
  return list.body.content[0].uid as number;
}

describe('live notices', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connect(s.app, 'not-a-token')).rejects.toThrow();
  });

  it("pushes a balance change made by someone else to the company's staff only", async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const owner = await loginTo(s.app, 'admin', 'sunrise');
    const other = await loginTo(s.app, 'admin', 'harbour');
    const aliceWs = await connect(s.app, alice);
    const otherWs = await connect(s.app, other);
    const uid = await firstMember(owner);
    await call(s.app, {
      method: 'POST',
      url: '/api/user/money',
      token: owner,
      payload: { uid, ptype: 1, money: '2.00', remark: 'live' },
    });
    const notice = await aliceWs.next('member.balance');
    expect(notice?.data).toMatchObject({ uid, change: '2.00', by: 'admin' });
    await call(s.app, {
      method: 'POST',
      url: '/api/user/money',
      token: alice,
      payload: { uid, ptype: 1, money: '1.00', remark: 'mine' },
    });
    expect(await aliceWs.next('member.balance', 500)).toBeUndefined();
    expect(otherWs.messages.filter((m) => m.type === 'member.balance')).toEqual([]);
    aliceWs.socket.terminate();
    otherWs.socket.terminate();
  });

  if (process.env.DATABASE_URL) {
    it('delivers across server processes through PostgreSQL LISTEN/NOTIFY', async () => {
      const peer = await startPeer(s);
      try {
        const alice = await loginTo(peer.app, 'alice', 'sunrise');
        const owner = await loginTo(s.app, 'admin', 'sunrise');
        const ws = await connect(peer.app, alice);
        const uid = await firstMember(owner);
        await call(s.app, {
          method: 'POST',
          url: '/api/user/money',
          token: owner,
          payload: { uid, ptype: 1, money: '3.00', remark: 'x' },
        });
        expect((await ws.next('member.balance'))?.data).toMatchObject({ uid, change: '3.00' });
        ws.socket.terminate();
      } finally {
        await peer.close();
      }
    });
  }
});
