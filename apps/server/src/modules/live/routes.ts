import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { signedIn } from '../../lib/access.ts';
import type { Deps } from '../../lib/app-types.ts';
import { EVENTS_CHANNEL, type LiveEvent } from '../../lib/events.ts';
import { userCtx } from '../../plugins/auth.ts';

const HEARTBEAT_MS = 30_000;

/**
 * GET /api/ws: a websocket pushing the events of the caller's company (NOTIFY on hh_events, so an
 * event published by any server process reaches the staff connected to any other).
 */
export async function liveRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const byCompany = new Map<number, Set<{ socket: WebSocket; userId: number }>>();

  const stop = await deps.db.listen(EVENTS_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const client of byCompany.get(event.companyId) ?? []) {
      if (client.userId === event.actorId) continue;
      client.socket.send(
        JSON.stringify({ type: event.type, data: event.data, at: new Date().toISOString() }),
      );
    }
  });
  app.addHook('onClose', async () => {
    await stop();
    for (const set of byCompany.values()) for (const c of set) c.socket.close(1001, 'server shutting down');
  });

  app.get(
    '/api/ws',
    { websocket: true, config: { access: signedIn }, schema: { hide: true } },
    (socket, req) => {
      const { principal } = userCtx(req);
      if (principal.companyId === null) {
        socket.close(4403, 'choose a shop first');
        return;
      }
      const companyId = principal.companyId;
      const client = { socket, userId: principal.userId };
      const set = byCompany.get(companyId) ?? new Set();
      set.add(client);
      byCompany.set(companyId, set);
      socket.send(JSON.stringify({ type: 'hello', data: { companyId } }));
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      socket.on('close', () => {
        clearInterval(heartbeat);
        set.delete(client);
      });
    },
  );
}
