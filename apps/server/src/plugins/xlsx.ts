import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { formatDate } from '@hh/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { takeTurn } from '../db/one-at-a-time.ts';
import type { Lang } from '../i18n/messages.ts';
import type { CompanyContext } from '../lib/context.ts';
import { loggableError } from '../lib/db-errors.ts';
import { badRequest } from '../lib/errors.ts';
import { EXPORT_MAX_ROWS } from '../lib/export-limits.ts';

export type CellValue = string | number | boolean | Date | null;

export interface XlsxColumn<T> {
  header: Record<Lang, string>;
  /** The cell as the screen shows it, in the request's language: labels, not codes. */
  value: (row: T, lang: Lang) => CellValue;
  width?: number;
  /** `money`: a number cell shown with two decimals (a decimal string is accepted). */
  format?: 'money';
}

export interface XlsxExport<T> {
  /** The company exporting: one export per company at a time. */
  ctx: CompanyContext;
  title: Record<Lang, string>;
  columns: XlsxColumn<T>[];
  /** The next rows after the last one sent (undefined first); an empty batch ends the file. */
  batch: (after: T | undefined) => Promise<T[]>;
  /**
   * How many rows the file would hold, counted no further than `limit`: past EXPORT_MAX_ROWS the
   * export is refused before it starts. Without it, a file that grows past the cap is cut off broken.
   */
  count?: (limit: number) => Promise<number>;
}

const tooMany = () => badRequest('error.exportTooMany', { max: EXPORT_MAX_ROWS });

/** The formats the web shows (`formatDate`'s default) and two-decimal money, as Excel number formats. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const MONEY_FORMAT = '0.00';

const SAFE_NAME = /[^\p{L}\p{N} _-]+/gu;
const NOT_ASCII_WORD = /[^a-z0-9]+/g;

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

/** Excel dates carry no zone: the cell holds the server-local wall clock the screen would show. */
const wallClock = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000);

/** A money cell: a number (the decimal string parsed), or empty. */
function moneyCell(value: CellValue): CellValue {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/** The spec's "xlsx file named '{title}data'" in the caller's language, made safe for a file name. */
const DATA_NAME: Record<Lang, (title: string) => string> = {
  zh: (title) => `${title}数据`,
  en: (title) => `${title} data`,
};

/**
 * `{title}数据_{YYYY-MM-DD}.xlsx` or `{title} data_{YYYY-MM-DD}.xlsx` (today server-local), and its
 * readable ASCII twin from the English title (`shop-categories-data_2026-11-28.xlsx`) for clients
 * that cannot read the exact name.
 */
function exportFileNames(title: Record<Lang, string>, lang: Lang, now = new Date()) {
  const date = formatDate(now, 'YYYY-MM-DD');
  const ascii = `${title.en.toLowerCase().replace(NOT_ASCII_WORD, '-').replace(/^-|-$/g, '')}-data`;
  return {
    exact: `${DATA_NAME[lang](title[lang]).replace(SAFE_NAME, '_')}_${date}.xlsx`,
    ascii: `${ascii}_${date}.xlsx`,
  };
}

/** RFC 5987 `value-chars`: percent-encodes everything but attr-char (encodeURIComponent leaves `!'()*`). */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name twice (RFC 6266): a readable ASCII `filename` for old clients and the
 * exact name as `filename*=UTF-8''…` (RFC 5987).
 */
export function attachment(name: { exact: string; ascii: string }): string {
  const ascii = name.ascii.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name.exact)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams an xlsx file named `{title}数据_{date}.xlsx` (`{title} data_{date}.xlsx`), fetching rows batch by batch so a large list
 * never sits in memory whole, and waiting for the client when it reads slower than we write; a
 * client that goes away ends it. Dates are date cells in the screen's format, money columns
 * two-decimal numbers. At most EXPORT_MAX_ROWS rows (refused up front when `count` says so), and
 * one export per company at a time (409 meanwhile).
 */
export async function sendXlsx<T>(req: FastifyRequest, reply: FastifyReply, spec: XlsxExport<T>) {
  if (spec.count && (await spec.count(EXPORT_MAX_ROWS + 1)) > EXPORT_MAX_ROWS) throw tooMany();
  const release = await takeTurn(spec.ctx, 'export');
  const lang = req.lang;
  const title = spec.title[lang];
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = spec.columns.map((c, i) => ({
    header: c.header[lang],
    key: String(i),
    width: c.width ?? 18,
  }));

  const addRow = (row: T) => {
    const line = sheet.addRow(
      spec.columns.map((c) => {
        const value = c.value(row, lang);
        if (c.format === 'money') return moneyCell(value);
        return value instanceof Date ? wallClock(value) : inertCell(value);
      }),
    );
    spec.columns.forEach((c, i) => {
      const cell = line.getCell(i + 1);
      if (c.format === 'money') cell.numFmt = MONEY_FORMAT;
      else if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
    });
    line.commit();
  };

  let gone = false;
  const clientGone = new Promise<void>((resolve) =>
    reply.raw.once('close', () => {
      gone = true;
      resolve();
    }),
  );
  const fill = async () => {
    let last: T | undefined;
    let written = 0;
    for (;;) {
      const rows = await spec.batch(last);
      if (gone) return;
      if (rows.length === 0) break;
      written += rows.length;
      if (written > EXPORT_MAX_ROWS) throw tooMany();
      for (const row of rows) addRow(row);
      last = rows[rows.length - 1];
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), clientGone]);
      if (gone) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  fill()
    .then(() => {
      if (gone) stream.destroy();
    })
    .catch((err) => {
      req.log.error({ err: loggableError(err) }, 'xlsx export failed');
      stream.destroy(err);
    })
    .finally(() =>
      release().catch((err) => req.log.error({ err: loggableError(err) }, 'xlsx export turn not released')),
    );

  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachment(exportFileNames(spec.title, lang)))
    .send(stream);
}

export const EXPORT_BATCH = 1000;

/** A money column: the decimal string as a number shown with two decimals. */
export function moneyColumn<T>(
  header: Record<Lang, string>,
  value: (row: T) => string | null,
  width = 12,
): XlsxColumn<T> {
  return { header, value, width, format: 'money' };
}

/** A desk list's export route: the rows its query chooses, batch after batch, counted first against the cap. */
export function deskExport<T, Q>(spec: {
  title: Record<Lang, string>;
  columns: XlsxColumn<T>[];
  batch: (ctx: CompanyContext, query: Q, after: T | undefined) => Promise<T[]>;
  count: (ctx: CompanyContext, query: Q, limit: number) => Promise<number>;
}) {
  return (req: FastifyRequest, reply: FastifyReply, ctx: CompanyContext, query: Q) =>
    sendXlsx<T>(req, reply, {
      ctx,
      title: spec.title,
      columns: spec.columns,
      batch: (after) => spec.batch(ctx, query, after),
      count: (limit) => spec.count(ctx, query, limit),
    });
}
