import type { FastifyRequest } from 'fastify';
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
