import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../../../lib/errors.ts';
import { declaredUnzippedSize } from '../../../lib/zip.ts';
import type { SheetJob, SheetResult } from './sheet-worker.ts';

const MB = 1024 * 1024;
/** The most an uploaded workbook may unpack to; 10,000 product rows take about 3 MB. */
const IMPORT_MAX_UNZIPPED = 50 * MB;
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
const WORKER_TIMEOUT_MS = 60_000;

const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
const workerUrl = new URL('./sheet-worker.ts', import.meta.url).href;
// The server runs its TypeScript through tsx; the worker registers it too before loading its module.
const bootstrap = `(async () => {
  const tsx = await import(${JSON.stringify(tsxApi)});
  tsx.register();
  await import(${JSON.stringify(workerUrl)});
})();`;

const tooComplex = () => badRequest('goods.importTooComplex');

function runWorker(job: SheetJob): Promise<SheetResult> {
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
    const timer = setTimeout(() => finish(() => reject(tooComplex())), WORKER_TIMEOUT_MS);
    worker.once('message', (result: SheetResult) => finish(() => resolve(result)));
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : err)),
    );
    worker.once('exit', () => finish(() => reject(tooComplex())));
  });
}

/**
 * Reads an uploaded workbook's first sheet off the event loop: refused before any parsing when its
 * zip directory declares more than IMPORT_MAX_UNZIPPED, then streamed in a worker thread with its
 * own memory ceiling, stopping at the first row past `maxRows`.
 */
export async function readSheetRows(buffer: Buffer, maxRows: number) {
  const size = declaredUnzippedSize(buffer);
  if (size === undefined) throw badRequest('goods.importBadFile');
  if (size > IMPORT_MAX_UNZIPPED)
    throw badRequest('goods.importTooBig', { size: `${IMPORT_MAX_UNZIPPED / MB} MB` });
  const result = await runWorker({ bytes: new Uint8Array(buffer), maxRows });
  if (result.ok) return result;
  if (result.reason === 'tooMany') throw badRequest('goods.importTooMany', { max: maxRows });
  throw badRequest(result.reason === 'empty' ? 'goods.importEmpty' : 'goods.importBadFile');
}
