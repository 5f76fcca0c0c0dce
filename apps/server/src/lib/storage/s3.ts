import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { type FileStorage, SAFE_KEY } from './types.ts';

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 headers for one path-style request (S3 and compatible stores).
 * @internal
 */
export function signV4(
  cfg: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  req: {
    method: string;
    host: string;
    path: string;
    headers: Record<string, string>;
    payloadHash: string;
    date: Date;
  },
): Record<string, string> {
  const amzDate = req.date.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...req.headers,
    host: req.host,
    'x-amz-content-sha256': req.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v).trim()]),
  );
  const canonical = [
    req.method,
    req.path.split('/').map(encodeURIComponent).join('/'),
    '',
    ...names.map((n) => `${n}:${lower[n]}`),
    '',
    names.join(';'),
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${cfg.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${cfg.secretAccessKey}`, day), cfg.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${cfg.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** An S3-compatible bucket (path-style addressing), chosen with STORAGE=s3. */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  constructor(private readonly cfg: S3Config) {}

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    const url = new URL(`${this.cfg.endpoint.replace(/\/$/, '')}/${this.cfg.bucket}/${key}`);
    const signed = signV4(this.cfg, {
      method,
      host: url.host,
      path: url.pathname,
      headers,
      payloadHash: sha256(body ?? ''),
      date: new Date(),
    });
    const { host: _host, ...sendHeaders } = signed;
    const res = await fetch(url, {
      method,
      headers: sendHeaders,
      body: body ? new Uint8Array(body) : undefined,
    });
    if (!res.ok && !(method === 'DELETE' && res.status === 404))
      throw new Error(`S3 ${method} ${key}: ${res.status}`);
    return res;
  }

  async put(key: string, data: Buffer, mime: string) {
    await this.send('PUT', key, data, { 'content-type': mime });
  }

  async remove(key: string) {
    await this.send('DELETE', key);
  }

  async read(key: string): Promise<Readable> {
    const res = await this.send('GET', key);
    return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  }

  publicUrl(key: string) {
    return `${this.cfg.publicUrl.replace(/\/$/, '')}/${key}`;
  }
}
