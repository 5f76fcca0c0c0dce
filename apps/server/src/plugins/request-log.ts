import type { FastifyInstance, FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';
import { safeUrl } from '../lib/safe-url.ts';

const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** What a request log line says about the request: no secrets or full phone numbers in the URL. */
export function requestLogFields(req: FastifyRequest) {
  const clientId = req.headers['x-request-id'];
  return {
    method: req.method,
    url: safeUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
    ...(typeof clientId === 'string' && CLIENT_REQUEST_ID.test(clientId)
      ? { clientRequestId: clientId }
      : {}),
  };
}

/** The development log: a short coloured line per event, written at once so it keeps its order with the start banner. */
export const prettyLogs = () =>
  pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true });

/**
 * One line per request, written when the answer has gone: who asked what (the URL masked by
 * `requestLogFields`), the status and the time taken. Fastify's own two lines are turned off.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
}
