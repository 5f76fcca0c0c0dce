import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAccess } from '../lib/access.ts';
import { privateDir } from '../lib/data-dir.ts';
import { AppError } from '../lib/errors.ts';
import { LOCAL_URL_PREFIX } from '../lib/storage/local.ts';
import { sendError } from './errors.ts';
import { registerWebAssets } from './web-assets.ts';

const API_PREFIXES = ['/api/', '/auth/', '/file/', '/payYlCallback/', '/healthz', '/livez', '/swagger'];

/** Uploads a browser may show in the page; every other kind (pdf, office files, zip) is only downloaded. */
const SHOWN_INLINE = /\.(jpe?g|png|gif|webp|mp4|webm|mov)$/i;

/** The storefront page's HTML (a second entry of the web build), answered for every path under `/h5/`. */
const H5_PAGE = 'h5.html';

/** What the storefront page's head carries for a shop and the path after its key (`''` for its home). */
export type H5Head = (req: FastifyRequest, companyKey: string, rest: string) => Promise<string>;

/**
 * Serves uploaded files and the built web app with history-mode fallback, and the storefront page
 * under `/h5/{companyKey}/…` (its head filled in by `h5Head`); API misses stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  uploadsRoot: string,
  h5Head: H5Head,
) {
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
  const h5Page = fs.existsSync(path.join(webDist, H5_PAGE))
    ? fs.readFileSync(path.join(webDist, H5_PAGE), 'utf8')
    : null;
  // The home page's JSON rides in its HTML: compressed like the built files beside it.
  app.get(
    '/h5/*',
    { config: { access: publicAccess }, compress: { threshold: 1024 } },
    async (req, reply) => {
      if (h5Page === null) return sendError(reply, req, 404, 'error.routeNotFound');
      const head = await headFor(req, h5Head);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(head ? h5Page.replace('</head>', `${head}</head>`) : h5Page);
    },
  );
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = req.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p));
    if (hasWeb && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    return sendError(reply, req, 404, 'error.routeNotFound');
  });
}

/** The head of the storefront page at this address; an unknown shop (or any failure) gets none. */
async function headFor(req: FastifyRequest, h5Head: H5Head): Promise<string> {
  const [, , rawKey = '', ...rest] = (req.url.split('?')[0] ?? '').split('/');
  try {
    const companyKey = decodeURIComponent(rawKey);
    return companyKey ? await h5Head(req, companyKey, rest.join('/')) : '';
  } catch (error) {
    if (!(error instanceof AppError || error instanceof URIError)) req.log.warn({ err: error }, 'h5 head');
    return '';
  }
}
