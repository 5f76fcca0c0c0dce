import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicAccess } from '../lib/access.ts';
import { sendError } from './errors.ts';

/** The build's hashed code (`assets/<name>-<hash>.js|css`): the only kinds kept in memory. */
const IN_MEMORY = /^[\w.-]+\.(js|css)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface Held {
  body: Buffer;
  encoding?: string;
}

/**
 * Serves the build's hashed scripts and styles from memory. A cold screen asks for about a hundred
 * of them at once; read from disk through the static plugin each cost the one event loop about a
 * millisecond of stat calls and streams, queued in front of the screen's first data. A hashed file
 * never changes, so each variant (brotli, gzip, plain) is read once, on its first request.
 */
export function registerWebAssets(app: FastifyInstance, webDist: string) {
  const assets = path.join(webDist, 'assets');
  const held = new Map<string, Promise<Held | undefined>>();

  const read = (name: string, accepted: string): Promise<Held | undefined> => {
    const encoding = ENCODINGS.find((e) => accepted.includes(e.name));
    const key = `${name}|${encoding?.name ?? ''}`;
    let entry = held.get(key);
    if (!entry) {
      entry = readVariant(assets, name, encoding);
      held.set(key, entry);
      // A missing file is not remembered: a build copied in later is served.
      entry.then((found) => found ?? held.delete(key));
    }
    return entry;
  };

  app.get('/assets/:name', { config: { access: publicAccess } }, async (req, reply) => {
    const { name } = req.params as { name: string };
    if (!IN_MEMORY.test(name)) return reply.sendFile(`assets/${name}`);
    const found = await read(name, String(req.headers['accept-encoding'] ?? ''));
    if (!found) return notFound(req, reply);
    reply
      .header('content-type', TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (found.encoding) reply.header('content-encoding', found.encoding);
    return reply.send(found.body);
  });
}

async function readVariant(
  dir: string,
  name: string,
  encoding: (typeof ENCODINGS)[number] | undefined,
): Promise<Held | undefined> {
  const file = path.join(dir, name);
  if (encoding) {
    const body = await readFile(file + encoding.suffix).catch(() => undefined);
    if (body) return { body, encoding: encoding.name };
  }
  const body = await readFile(file).catch(() => undefined);
  return body ? { body } : undefined;
}

function notFound(req: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, req, 404, 'error.routeNotFound');
}
