import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { freshDatabase, machine, startServer } from './server.ts';

/**
 * `npm run bench:web -w @hh/bench`: the built app in Chromium, as a first-time visitor sees it.
 * Two servers on the same demo data: one sending the build as it is (precompressed `.br`/`.gz`
 * beside each asset), one sending a copy without those files (the uncompressed app of before).
 * Measures the bytes transferred for the sign-in page and the time from opening the product
 * list with an empty cache until its first row shows.
 */

const DIST = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const USERNAME = 'alice';
const PASSWORD = '123456';
const PRODUCT_LIST = '/goods/product';

interface Variant {
  name: string;
  dist: string;
}

interface Result {
  variant: string;
  signInBytes: number;
  signInRequests: number;
  coldListMs: number[];
}

/** A copy of the build without its precompressed files. */
function uncompressedCopy(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'hh-dist-plain-'));
  cpSync(DIST, copy, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  return copy;
}

function sizeOf(dir: string, pattern: RegExp): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && pattern.test(entry.name)) total += statSync(full).size;
  }
  return total;
}

/** Bytes on the wire (headers + encoded body) of every response the page received. */
async function transferred(
  page: Page,
  work: () => Promise<void>,
): Promise<{ bytes: number; requests: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests++;
  });
  await work();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { bytes, requests };
}

async function signIn(page: Page) {
  await page.fill('input[name=username]', USERNAME);
  await page.fill('input[name=password]', PASSWORD);
  await page.locator('[data-testid=captcha-image] img').waitFor();
  await page.fill('input[name=code]', 'abcd');
  await page.click('[data-testid=login-submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const card = page.locator('[data-testid=company-card]').first();
  // One shop goes straight to its dashboard; several are picked on /store.
  await Promise.race([page.waitForURL('**/dashboard'), card.click()]);
  await page.waitForURL('**/dashboard');
}

async function measureVariant(browser: Browser, base: string, variant: Variant): Promise<Result> {
  const first = await browser.newContext({ baseURL: base });
  const page = await first.newPage();
  const signInPage = await transferred(page, async () => {
    await page.goto('/login');
    await page.locator('[data-testid=login-form]').waitFor();
  });
  await signIn(page);
  const signedIn = await first.storageState();
  await first.close();

  const coldListMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: base, storageState: signedIn });
    const cold = await context.newPage();
    const started = performance.now();
    await cold.goto(PRODUCT_LIST);
    await cold.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    coldListMs.push(Math.round(performance.now() - started));
    await context.close();
  }
  return {
    variant: variant.name,
    signInBytes: signInPage.bytes,
    signInRequests: signInPage.requests,
    coldListMs,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  if (!existsSync(path.join(DIST, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  const plain = uncompressedCopy();
  const variants: Variant[] = [
    { name: 'uncompressed (before)', dist: plain },
    { name: 'precompressed br/gz (now)', dist: DIST },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const results: Result[] = [];
  try {
    for (const [index, variant] of variants.entries()) {
      const db = await freshDatabase('pglite', 'web');
      const server = await startServer(db, 18_300 + index, { WEB_DIST: variant.dist });
      try {
        results.push(await measureVariant(browser, server.base, variant));
      } finally {
        await server.stop();
        await db.drop();
      }
    }
  } finally {
    await browser.close();
    rmSync(plain, { recursive: true, force: true });
  }
  const lines = [
    `Built app in Chromium, first visit (empty cache), demo data on PGlite; ${machine()}; ${RUNS} cold loads each.`,
    `Build on disk: ${kB(sizeOf(DIST, /\.(js|css|html|svg)$/))} of text assets, ${kB(sizeOf(DIST, /\.br$/))} as brotli.`,
    '',
    '| build sent | sign-in page transferred | requests | cold product list, median | min | max |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.variant} | ${kB(r.signInBytes)} | ${r.signInRequests} | ${median(r.coldListMs)} ms | ${Math.min(...r.coldListMs)} ms | ${Math.max(...r.coldListMs)} ms |`,
    ),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results', 'web.md'), `${lines.join('\n')}\n`);
}

await main();
