import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../lib/access.ts';
import { privateDir } from '../lib/data-dir.ts';
import { LOCAL_URL_PREFIX } from '../lib/storage/local.ts';
import { sendError } from './errors.ts';
import { registerWebAssets } from './web-assets.ts';

const API_PREFIXES = ['/api/', '/auth/', '/file/', '/payYlCallback/', '/healthz', '/livez', '/swagger'];

/** Uploads a browser may show in the page; every other kind (pdf, office files, zip) is only downloaded. */
const SHOWN_INLINE = /\.(jpe?g|png|gif|webp|mp4|webm|mov)$/i;

/** The storefront page's HTML (a second entry of the web build), answered for every path under `/h5/`. */
const H5_PAGE = 'h5.html';

/**
 * Serves uploaded files and the built web app with history-mode fallback, and the storefront page
 * under `/h5/{companyKey}/…`; API misses stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, uploadsRoot: string) {
  privateDir(path.dirname(uploadsRoot));
  privateDir(uploadsRoot);
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: LOCAL_URL_PREFIX,
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
    index: false,
    list: false,
    setHeaders: (res, filePath) => {
      if (!SHOWN_INLINE.test(filePath)) res.header('content-disposition', 'attachment');
    },
  });
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: 'index.html',
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    registerWebAssets(app, webDist);
  }
  const hasH5 = fs.existsSync(path.join(webDist, H5_PAGE));
  app.get('/h5/*', { config: { access: publicAccess } }, (req, reply) => {
    if (!hasH5) return sendError(reply, req, 404, 'error.routeNotFound');
    return reply.header('cache-control', 'no-cache').sendFile(H5_PAGE, webDist);
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = req.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p));
    if (hasWeb && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    return sendError(reply, req, 404, 'error.routeNotFound');
  });
}
