import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type LiveDriver, type SocketHandlers } from './connection.ts';
import type { LiveEvent } from './types.ts';

interface FakeSocket {
  token: string;
  handlers: SocketHandlers;
  closed: boolean;
}

function fakeDriver(accepted = true) {
  const sockets: FakeSocket[] = [];
  const delivered: LiveEvent[] = [];
  const driver: LiveDriver = {
    open(token, handlers) {
      const socket: FakeSocket = { token, handlers, closed: false };
      sockets.push(socket);
      return {
        close() {
          socket.closed = true;
        },
      };
    },
    tokenAccepted: vi.fn(async () => accepted),
    deliver: (event) => delivered.push(event),
  };
  const last = () => sockets.at(-1)!;
  return { driver, sockets, delivered, last };
}

const hello = JSON.stringify({ type: 'hello', data: { companyId: 1 } });
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live connection', () => {
  it('delivers the events of the socket, not the greeting', () => {
    const { driver, delivered, last } = fakeDriver();
    const connection = new LiveConnection(driver);
    connection.start('t1');
    last().handlers.message(hello);
    last().handlers.message(
      JSON.stringify({ type: 'company.approved', data: { reason: 'ok', companyName: 'S' }, at: 'now' }),
    );
    expect(delivered).toEqual([
      { type: 'company.approved', data: { reason: 'ok', companyName: 'S' }, at: 'now' },
    ]);
  });

  it('reconnects after 1, 2, 4 … seconds, capped at 30, and resets after a greeting', async () => {
    const { driver, sockets, last } = fakeDriver();
    const connection = new LiveConnection(driver);
    connection.start('t1');
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const before = sockets.length;
      last().handlers.close(1006);
      await flush();
      let waited = 0;
      while (sockets.length === before) {
        await vi.advanceTimersByTimeAsync(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);

    last().handlers.message(hello);
    const before = sockets.length;
    last().handlers.close(1001);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.length).toBe(before + 1);
  });

  it('does not ask about the token when an established socket drops', async () => {
    const { driver, last } = fakeDriver();
    const connection = new LiveConnection(driver);
    connection.start('t1');
    last().handlers.message(hello);
    last().handlers.close(1006);
    await flush();
    expect(driver.tokenAccepted).not.toHaveBeenCalled();
  });

  it('stops for good when the token is refused or the shop is missing', async () => {
    const refused = fakeDriver(false);
    const first = new LiveConnection(refused.driver);
    first.start('expired');
    refused.last().handlers.close(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused.sockets).toHaveLength(1);
    expect(first.activeToken).toBeNull();

    const noShop = fakeDriver();
    const second = new LiveConnection(noShop.driver);
    second.start('unbound');
    noShop.last().handlers.close(4403);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(noShop.sockets).toHaveLength(1);
    expect(noShop.driver.tokenAccepted).not.toHaveBeenCalled();
  });

  it('replaces the socket on a new token and closes it on stop', async () => {
    const { driver, sockets } = fakeDriver();
    const connection = new LiveConnection(driver);
    connection.start('shop-a');
    connection.start('shop-a');
    expect(sockets).toHaveLength(1);
    connection.start('shop-b');
    expect(sockets.map((socket) => [socket.token, socket.closed])).toEqual([
      ['shop-a', true],
      ['shop-b', false],
    ]);
    sockets[0]!.handlers.close(1000);
    connection.stop();
    expect(sockets[1]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect when stopped while waiting', async () => {
    const { driver, sockets, last } = fakeDriver();
    const connection = new LiveConnection(driver);
    connection.start('t1');
    last().handlers.message(hello);
    last().handlers.close(1006);
    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
