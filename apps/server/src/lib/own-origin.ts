import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/**
 * Where this server is reached for links it hands out (payment links, QR codes): PUBLIC_URL, or
 * without it (development) the address it listens on. Never a request's Host header, which the
 * caller chooses.
 */
export function ownOrigin(app: FastifyInstance, config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = ANY_ADDRESS.has(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
