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
 * list with an empty cache, in a browser window that is open and idle, until its first row shows.
 */

const DIST = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
/** `BENCH_COMPARE=dirA,dirB`: compare builds (each precompressed) instead of compressed against not. */
const COMPARE = process.env.BENCH_COMPARE?.split(',').filter(Boolean);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const USERNAME = 'alice';
const PASSWORD = '123456';
const PRODUCT_LIST = '/goods/product';
/** The list's page request (not its counts): `/api/product?page=…`. */
const LIST_REQUEST = /\/api\/product\?/;

interface Variant {
  name: string;
  dist: string;
}

interface Result {
  variant: string;
  signInBytes: number;
  signInRequests: number;
  coldListMs: number[];
  cold: ColdCounters[];
}

/** What one cold load of the product list did, from the page's requests and Chromium's metrics. */
interface ColdCounters {
  requests: number;
  scripts: number;
  listRequests: number;
  listStartMs: number;
  taskMs: number;
  scriptMs: number;
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

/** Signs in once on `base`: the sign-in page's transfer and the signed-in state for cold loads. */
async function signedInOn(browser: Browser, base: string) {
  const first = await browser.newContext({ baseURL: base });
  const page = await first.newPage();
  const signInPage = await transferred(page, async () => {
    await page.goto('/login');
    await page.locator('[data-testid=login-form]').waitFor();
  });
  await signIn(page);
  const state = await first.storageState();
  await first.close();
  return { signInPage, state };
}

type SignedIn = Awaited<ReturnType<typeof signedInOn>>['state'];

/**
 * Waits until the browser's processes are idle: CPU time of all of them together grows less than
 * 25 ms over a quarter of a second, or five seconds have passed.
 */
async function browserIdle(browser: Browser): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  const cpuSeconds = async () => {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    return processInfo.reduce((total, process) => total + process.cpuTime, 0);
  };
  const deadline = Date.now() + 5000;
  let last = await cpuSeconds();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await cpuSeconds();
    if (now - last < 0.025) break;
    last = now;
  }
  await cdp.detach();
}

/** One cold load of the product list: the time until its first row shows, and its counters. */
async function coldLoad(browser: Browser, base: string, signedIn: SignedIn) {
  const context = await browser.newContext({ baseURL: base, storageState: signedIn });
  const page = await context.newPage();
  // A new window of Chromium 156 loads its own omnibox popup (a WebUI page, ~1 s of CPU) just
  // after it opens; a person's window has done so long before they type an address. The clock
  // starts once the window is idle, the cache still empty.
  await browserIdle(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const counters: ColdCounters = {
    requests: 0,
    scripts: 0,
    listRequests: 0,
    listStartMs: 0,
    taskMs: 0,
    scriptMs: 0,
  };
  const started = performance.now();
  page.on('request', (request) => {
    counters.requests++;
    if (request.resourceType() === 'script') counters.scripts++;
    if (!LIST_REQUEST.test(request.url())) return;
    counters.listRequests++;
    if (counters.listRequests === 1) counters.listStartMs = Math.round(performance.now() - started);
  });
  await page.goto(PRODUCT_LIST);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const ms = Math.round(performance.now() - started);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
  counters.taskMs = metric('TaskDuration');
  counters.scriptMs = metric('ScriptDuration');
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms, counters };
}

/** Every variant signed in on its own server, then their cold loads taken in turn (fair on a busy machine). */
async function measure(browser: Browser, variants: { variant: Variant; base: string }[]): Promise<Result[]> {
  const results: (Result & { base: string; state: SignedIn })[] = [];
  for (const { variant, base } of variants) {
    const { signInPage, state } = await signedInOn(browser, base);
    results.push({
      variant: variant.name,
      signInBytes: signInPage.bytes,
      signInRequests: signInPage.requests,
      coldListMs: [],
      cold: [],
      base,
      state,
    });
  }
  for (let run = 0; run < RUNS; run++) {
    for (const result of results) {
      const { ms, counters } = await coldLoad(browser, result.base, result.state);
      result.coldListMs.push(ms);
      result.cold.push(counters);
    }
  }
  return results.map(({ base: _base, state: _state, ...result }) => result);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  if (!existsSync(path.join(DIST, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  const plain = uncompressedCopy();
  const variants: Variant[] = COMPARE
    ? COMPARE.map((dist) => ({ name: `precompressed: ${path.basename(dist)}`, dist }))
    : [
        { name: 'uncompressed (before)', dist: plain },
        { name: 'precompressed br/gz (now)', dist: DIST },
      ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const load = os.loadavg()[0]!.toFixed(1);
  const started: { stop(): Promise<void> }[] = [];
  let results: Result[] = [];
  try {
    const running: { variant: Variant; base: string }[] = [];
    for (const [index, variant] of variants.entries()) {
      const db = await freshDatabase('pglite', 'web');
      started.push({ stop: () => db.drop() });
      const server = await startServer(db, 18_300 + index, { WEB_DIST: variant.dist });
      started.push(server);
      running.push({ variant, base: server.base });
    }
    results = await measure(browser, running);
  } finally {
    for (const item of started.reverse()) await item.stop();
    await browser.close();
    rmSync(plain, { recursive: true, force: true });
  }
  const lines = [
    `Built app in Chromium, first visit (empty cache), demo data on PGlite; ${machine()}; ${RUNS} cold loads each, taken in turn; load average ${load}.`,
    `Build on disk: ${kB(sizeOf(DIST, /\.(js|css|html|svg)$/))} of text assets, ${kB(sizeOf(DIST, /\.br$/))} as brotli.`,
    '',
    '| build sent | sign-in page transferred | requests | cold product list in an idle window, median | min | max |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.variant} | ${kB(r.signInBytes)} | ${r.signInRequests} | ${median(r.coldListMs)} ms | ${Math.min(...r.coldListMs)} ms | ${Math.max(...r.coldListMs)} ms |`,
    ),
    '',
    `Each cold load of the product list, medians (load average at the start: ${load}):`,
    '',
    '| build sent | requests | of them scripts | list requested | list request starts | main-thread tasks | script |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => {
      const of = (pick: (c: ColdCounters) => number) => median(r.cold.map(pick));
      return `| ${r.variant} | ${of((c) => c.requests)} | ${of((c) => c.scripts)} | ${of((c) => c.listRequests)}× | ${of((c) => c.listStartMs)} ms | ${of((c) => c.taskMs)} ms | ${of((c) => c.scriptMs)} ms |`;
    }),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results', 'web.md'), `${lines.join('\n')}\n`);
}

await main();
