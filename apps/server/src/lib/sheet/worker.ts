import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { checkZip } from '../zip.ts';
import { loadExcelJsWithStreamingUtf8 } from './exceljs-streaming-utf8.ts';

export interface SheetJob {
  bytes: Uint8Array;
  maxRows: number;
  /** The most the workbook may unpack to, all parts together. */
  maxUnzipped: number;
  /** The most a large part may unpack to per compressed byte. */
  maxRatio: number;
}

export interface RawLine {
  row: number;
  /** [column number, trimmed text] of the row's non-empty cells. */
  cells: [number, string][];
}

export type SheetResult =
  | { ok: true; headers: [number, string][]; lines: RawLine[] }
  | { ok: false; reason: 'badFile' | 'lies' | 'tooBig' | 'empty' | 'tooMany' };

/**
 * Streams the first worksheet row by row and stops at the first row past the limit, so a huge
 * sheet costs no more than the limit's worth of rows, once the zip has passed checkZip. Runs in a
 * worker thread (see reader.ts).
 */
export async function readRows(job: SheetJob): Promise<SheetResult> {
  const verdict = checkZip(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job);
  if (verdict !== 'ok') return { ok: false, reason: verdict };
  const ExcelJS = loadExcelJsWithStreamingUtf8();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(job.bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    const headers: [number, string][] = [];
    const lines: RawLine[] = [];
    for await (const row of sheet) {
      const cells: [number, string][] = [];
      row.eachCell((cell, col) => {
        const text = cell.text.trim();
        if (text) cells.push([col, text]);
      });
      if (row.number === 1) {
        headers.push(...cells);
      } else if (cells.length > 0) {
        if (lines.length >= job.maxRows) return { ok: false, reason: 'tooMany' };
        lines.push({ row: row.number, cells });
      }
    }
    return { ok: true, headers, lines };
  }
  return { ok: false, reason: 'empty' };
}

if (parentPort && workerData) {
  const port = parentPort;
  readRows(workerData as SheetJob).then(
    (result) => port.postMessage(result),
    () => port.postMessage({ ok: false, reason: 'badFile' } satisfies SheetResult),
  );
}
