import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { declaredUnzippedSize } from '../zip.ts';
import type { SheetJob, SheetResult } from './worker.ts';

const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
const WORKER_TIMEOUT_MS = 60_000;

const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
const workerUrl = new URL('./worker.ts', import.meta.url).href;
// The server runs its TypeScript through tsx; the worker registers it too before loading its module.
const bootstrap = `(async () => {
  const tsx = await import(${JSON.stringify(tsxApi)});
  tsx.register();
  await import(${JSON.stringify(workerUrl)});
})();`;

export type SheetRead = SheetResult | { ok: false; reason: 'tooComplex' };
const tooComplex: SheetRead = { ok: false, reason: 'tooComplex' };

function runWorker(job: SheetJob): Promise<SheetRead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: job, resourceLimits: WORKER_LIMITS });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => resolve(tooComplex)), WORKER_TIMEOUT_MS);
    worker.once('message', (result: SheetResult) => finish(() => resolve(result)));
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() => (err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(tooComplex) : reject(err))),
    );
    worker.once('exit', () => finish(() => resolve(tooComplex)));
  });
}

/**
 * Reads an uploaded workbook's first sheet off the event loop: refused unopened when its zip
 * directory declares more than `maxUnzipped`; otherwise a worker thread with its own memory ceiling
 * checks the zip as it inflates it (see checkZip), then streams the sheet, stopping at the first row
 * past `maxRows`. Every refusal is a reason for the caller to word.
 */
export async function readSheetRows(buffer: Buffer, job: Omit<SheetJob, 'bytes'>): Promise<SheetRead> {
  const size = declaredUnzippedSize(buffer);
  if (size === undefined) return { ok: false, reason: 'badFile' };
  if (size > job.maxUnzipped) return { ok: false, reason: 'tooBig' };
  return runWorker({ ...job, bytes: new Uint8Array(buffer) });
}
