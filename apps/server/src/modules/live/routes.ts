import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicAccess, signedIn } from '../../lib/access.ts';
import type { Deps } from '../../lib/app-types.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { EVENTS_CHANNEL, type LiveEvent } from '../../lib/events.ts';
import { userCtx } from '../../plugins/auth.ts';
import type { PrincipalResult, TokenClaims } from '../auth/index.ts';
import { LIVE_LIMITS, type LiveClient, LiveHub, type LiveLimits } from './hub.ts';
import { issueTicket, redeemTicket } from './tickets.ts';

const HEARTBEAT_MS = 30_000;
const REVALIDATE_MS = 2_000;

/** The address the web app is served from: PUBLIC_URL, or this request's own scheme and host. */
const appOrigin = (req: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${req.protocol}://${req.host}`;

/**
 * POST /api/ws/ticket then GET /api/ws?ticket=: a websocket pushing the events of the caller's
 * company (NOTIFY on hh_events, so an event published by any server process reaches the staff
 * connected to any other). The socket is opened with a one-time ticket, never with the token,
 * so no token reaches a URL or a log, and the cookie cannot open it from another site.
 */
export async function liveRoutes(
  app: FastifyInstance,
  deps: Deps,
  resolvePrincipal: (claims: TokenClaims) => Promise<PrincipalResult>,
  limits: LiveLimits = LIVE_LIMITS,
) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = new LiveHub(limits);
  const opened = new WeakMap<FastifyRequest, Omit<LiveClient, 'socket'>>();

  const stop = await deps.db.listen(EVENTS_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    hub.deliver(event);
  });
  let checking = false;
  const revalidation = setInterval(() => {
    if (checking) return;
    checking = true;
    void hub.revalidate(resolvePrincipal).finally(() => {
      checking = false;
    });
  }, REVALIDATE_MS);
  app.addHook('onClose', async () => {
    clearInterval(revalidation);
    await stop();
    hub.closeAll(1001, 'server shutting down');
  });

  app.post('/api/ws/ticket', {
    config: { access: signedIn },
    schema: {
      tags: ['live'],
      response: { 200: z.object({ ticket: z.string(), expiresIn: z.number() }) },
    },
    handler: async (req) => {
      const ctx = userCtx(req);
      if (ctx.principal.companyId === null || !req.claims) throw forbidden('error.noCompany');
      return issueTicket(ctx, req.claims);
    },
  });

  app.get(
    '/api/ws',
    {
      websocket: true,
      config: { access: publicAccess },
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(100) }) },
      preHandler: async (req: FastifyRequest<{ Querystring: { ticket: string } }>) => {
        const origin = req.headers.origin;
        // Browsers always send Origin on a websocket; a client without one is no browser riding a cookie.
        if (origin !== undefined && origin !== appOrigin(req, deps.config.PUBLIC_URL)) throw forbidden();
        const claims = await redeemTicket(req.ctx, req.query.ticket);
        if (!claims) throw unauthorized();
        const result = await resolvePrincipal(claims);
        if (!result.ok) throw unauthorized();
        const { principal } = result;
        if (principal.companyId === null) throw forbidden('error.noCompany');
        if (!hub.hasRoom(principal.userId)) throw new AppError(429, 'error.tooMany');
        opened.set(req, { claims, principal: { ...principal, companyId: principal.companyId } });
      },
    },
    (socket, req) => {
      const session = opened.get(req);
      if (!session) return socket.close(4401, 'no ticket');
      const client: LiveClient = { socket, ...session };
      hub.add(client);
      socket.send(JSON.stringify({ type: 'hello', data: { companyId: client.principal.companyId } }));
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
        hub.remove(client);
      });
    },
  );
}
