import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../i18n/messages.ts';
import { loggableError } from './db-errors.ts';

export type CellValue = string | number | boolean | Date | null;

export interface XlsxColumn<T> {
  header: Record<Lang, string>;
  value: (row: T) => CellValue;
  width?: number;
}

export interface XlsxExport<T> {
  title: Record<Lang, string>;
  columns: XlsxColumn<T>[];
  /** The next rows after the last one sent (undefined first); an empty batch ends the file. */
  batch: (after: T | undefined) => Promise<T[]>;
}

const SAFE_NAME = /[^\p{L}\p{N}_-]+/gu;

/** Text a spreadsheet could take for a formula once edited or saved as CSV (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that could turn into a formula gets a leading apostrophe; numbers, dates and booleans stay as they are. */
function inertCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes inertCell on a cell read back from one of our files. */
export function fromInertCell(text: string): string {
  return text.replace(/^'(?=[=+\-@\t\r])/, '');
}

/**
 * Streams an xlsx file named `{title}data.xlsx`, fetching rows batch by batch so a large list
 * never sits in memory whole, and waiting for the client when it reads slower than we write.
 */
export function sendXlsx<T>(req: FastifyRequest, reply: FastifyReply, spec: XlsxExport<T>) {
  const lang = req.lang;
  const title = spec.title[lang];
  const filename = `${title.replace(SAFE_NAME, '_')}data.xlsx`;
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = spec.columns.map((c, i) => ({
    header: c.header[lang],
    key: String(i),
    width: c.width ?? 18,
  }));

  const fill = async () => {
    let last: T | undefined;
    for (;;) {
      const rows = await spec.batch(last);
      if (rows.length === 0) break;
      for (const row of rows) sheet.addRow(spec.columns.map((c) => inertCell(c.value(row)))).commit();
      last = rows[rows.length - 1];
      if (stream.writableNeedDrain) await once(stream, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  fill().catch((err) => {
    req.log.error({ err: loggableError(err) }, 'xlsx export failed');
    stream.destroy(err);
  });

  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'content-disposition',
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .send(stream);
}

export const EXPORT_BATCH = 1000;
