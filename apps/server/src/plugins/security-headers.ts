import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const originOf = (url: string) => new URL(url).origin;

/** ws(s) of the app's own address: PUBLIC_URL when set, else the Host the page was loaded from. */
function socketSources(publicUrl: string | undefined) {
  if (publicUrl) {
    const { host, protocol } = new URL(publicUrl);
    return () => `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
  }
  return (req: IncomingMessage) => {
    const host = req.headers.host ?? '';
    return /^[\w.-]+(:\d+)?$/.test(host) ? `ws://${host} wss://${host}` : "'self'";
  };
}

/**
 * Security headers on every response (helmet): a strict CSP for the web app (scripts from this
 * origin only; inline styles allowed because antd writes its CSS-in-JS into <style> tags), no
 * framing, nosniff, no referrer, and HSTS only when the app is published over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL?.startsWith('https://') === true;
  const media = [
    "'self'",
    'data:',
    'blob:',
    ...(config.S3_PUBLIC_URL ? [originOf(config.S3_PUBLIC_URL)] : []),
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: media,
        mediaSrc: media,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketSources(config.PUBLIC_URL)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
}
