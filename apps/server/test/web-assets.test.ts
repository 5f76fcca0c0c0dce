import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'hh-web-dist-'));
const HTML = `<!doctype html><html><head><title>HH</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const ASSET = '/assets/index-Ab12Cd34.js';

/** What `npm run build` leaves: each text file with its `.br` and `.gz` beside it. */
function writeBuilt(relative: string, text: string) {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let s: TestServer;
beforeAll(async () => {
  writeBuilt('index.html', HTML);
  writeBuilt(ASSET, SCRIPT);
  s = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  s.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends hashed scripts precompressed (brotli first, then gzip) and cached for good', async () => {
    const br = await get(ASSET, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page compressed but never cached, also for a screen address (history fallback)', async () => {
    for (const url of ['/', '/goods/product']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('answers a missing script 404 without the page, and serves it once a later build copies it in', async () => {
    const missing = await get('/assets/late-Zz99Yy88.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    writeBuilt('/assets/late-Zz99Yy88.js', SCRIPT);
    const found = await get('/assets/late-Zz99Yy88.js', 'br');
    expect(found.statusCode).toBe(200);
    expect(brotliDecompressSync(found.rawPayload).toString()).toBe(SCRIPT);
  });

  it('never answers an API miss with the page', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
