import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { freshDatabase, machine, startServer } from './server.ts';

/**
 * `npm run bench:h5 -w @hh/bench` (after `npm run build`): the storefront page (`/h5/{companyKey}/`)
 * of a demo shop. The JavaScript its first load takes (the h5 entry and its static imports, gzip
 * level 9), and Lighthouse's mobile performance on the demo home page: Lighthouse's default mobile
 * run (a mid-range phone's screen, 4× CPU slowdown and a slow 4G network, simulated), a median of
 * `BENCH_RUNS` runs, in Debian's Chromium.
 */

const DIST = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMPANY_KEY = process.env.BENCH_COMPANY ?? 'sunrise';
/** The budget of the issue: the storefront page's first load under 100 kB of JS gzip. */
const JS_BUDGET_KB = 100;
const DEBUG_PORT = 19_222;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The product page's code, loaded on demand by the entry. */
const PRODUCT_PAGE = 'src/storefront/pages/product/ProductPage.tsx';

/** The files a page loads before it runs: the entry (and a page's own chunk), what they import statically, their CSS. */
function firstLoad(roots: string[]) {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  for (const root of roots) walk(root);
  const chunks = [...seen].map((key) => manifest[key]!).filter(Boolean);
  const gzip = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
  const js = chunks.map((chunk) => ({ file: chunk.file, bytes: gzip(chunk.file) }));
  const css = chunks.flatMap((chunk) => chunk.css ?? []).map((file) => ({ file, bytes: gzip(file) }));
  return { js, css };
}

function startChromium(): ChildProcess {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hh-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  child.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  return child;
}

async function waitForDebugger() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('Lighthouse gave no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

interface Measured {
  name: string;
  path: string;
  files: ReturnType<typeof firstLoad>;
  runs: Run[];
}

const sum = (files: { bytes: number }[]) => files.reduce((total, f) => total + f.bytes, 0);

function report(page: Measured): string[] {
  const of = (pick: (r: Run) => number) => median(page.runs.map(pick));
  const { js, css } = page.files;
  return [
    `### ${page.name} (${page.path})`,
    '',
    `First load: ${kB(sum(js))} kB of JavaScript gzip (budget ${JS_BUDGET_KB} kB) in ${js.length} files, ${kB(sum(css))} kB of CSS gzip.`,
    '',
    '| file | gzip |',
    '|---|---:|',
    ...[...js, ...css].map((f) => `| ${f.file} | ${kB(f.bytes)} kB |`),
    '',
    `Lighthouse ${'12.2.3'} mobile (default: simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs:`,
    '',
    '| performance | FCP | LCP | TBT | CLS | Speed Index | scores of the runs |',
    '|---:|---:|---:|---:|---:|---:|---|',
    `| ${of((r) => r.score)} | ${Math.round(of((r) => r.fcp))} ms | ${Math.round(of((r) => r.lcp))} ms | ${Math.round(of((r) => r.tbt))} ms | ${of((r) => r.cls).toFixed(3)} | ${Math.round(of((r) => r.si))} ms | ${page.runs.map((r) => r.score).join(', ')} |`,
    '',
  ];
}

async function main() {
  if (!existsSync(path.join(DIST, 'h5.html')))
    throw new Error('apps/web/dist/h5.html is missing: run `npm run build` first');
  const load = os.loadavg()[0]!.toFixed(1);
  const db = await freshDatabase('pglite', 'h5');
  const server = await startServer(db, 18_350);
  const chromium = startChromium();
  const shop = `/h5/${COMPANY_KEY}/`;
  const pages: Measured[] = [];
  try {
    await waitForDebugger();
    const home = await fetch(`${server.base}/api/front/shops/${COMPANY_KEY}/decoration/home?terminal=2`);
    if (!home.ok) console.error(`note: the H5 home page answers ${home.status}; the page falls back`);
    const products = (await (
      await fetch(`${server.base}/api/front/shops/${COMPANY_KEY}/products?size=1`)
    ).json()) as { content: { id: number }[] };
    const productId = products.content[0]?.id;
    if (!productId) throw new Error(`the demo shop ${COMPANY_KEY} sells nothing`);
    pages.push(
      { name: 'Home page', path: shop, files: firstLoad(['h5.html']), runs: [] },
      {
        name: 'Product page',
        path: `${shop}product/${productId}`,
        files: firstLoad(['h5.html', PRODUCT_PAGE]),
        runs: [],
      },
    );
    for (const page of pages) {
      const url = `${server.base}${page.path}`;
      await audit(url); // a first run warms the server's caches and the machine
      for (let i = 0; i < RUNS; i++) {
        page.runs.push(await audit(url));
        console.error(`${page.name} run ${i + 1}: ${JSON.stringify(page.runs.at(-1))}`);
      }
    }
  } finally {
    chromium.kill('SIGTERM');
    await server.stop();
    await db.drop();
  }
  const lines = [
    `Storefront pages of the demo shop ${COMPANY_KEY} on PGlite; ${machine()}; load average ${load} at the start.`,
    '',
    ...pages.flatMap(report),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results', 'h5.md'), `${lines.join('\n')}\n`);
  for (const page of pages) {
    if (sum(page.files.js) / 1024 >= JS_BUDGET_KB) {
      console.error(`${page.name}: the first load is over the budget of ${JS_BUDGET_KB} kB`);
      process.exitCode = 1;
    }
  }
}

await main();
