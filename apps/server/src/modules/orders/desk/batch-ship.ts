import {
  BATCH_SHIP_MAX_ROWS,
  type batchShipProblem,
  type batchShipReport,
  type OrderStatus,
  TRACKING_NO_MAX,
} from '@hh/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { oneAtATime } from '../../../db/one-at-a-time.ts';
import { type Lang, t } from '../../../i18n/messages.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { readSheetRows, type SheetRead } from '../../../lib/sheet/reader.ts';
import { fromInertCell } from '../../../plugins/xlsx.ts';
import { expressCompanyOf } from '../../express/index.ts';
import { blockingAfterSales } from '../after-sale-cover.ts';
import { orders } from '../schema.ts';
import { shipLocked } from './actions.ts';

type Problem = z.output<typeof batchShipProblem>;
type Report = z.output<typeof batchShipReport>;

const MB = 1024 * 1024;
/** A sheet of 2,000 rows unpacks to well under this; anything larger is refused. */
const MAX_UNZIPPED = 5 * MB;
/** Real sheets compress well under this; a bomb's padding compresses about 1000:1. */
const MAX_RATIO = 200;
const TRACKING_RE = new RegExp(`^[A-Za-z0-9-]{4,${TRACKING_NO_MAX}}$`);
const EXPRESS_RE = /^[A-Za-z0-9_-]{1,20}$/;

/** The sheet's columns by their header, in either language; the express name is optional. */
const COLUMNS = {
  code: { zh: '订单号', en: 'Order code' },
  expressCode: { zh: '快递公司编码', en: 'Express code' },
  expressName: { zh: '快递公司', en: 'Express company' },
  trackingNo: { zh: '快递单号', en: 'Tracking number' },
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['code', 'expressCode', 'trackingNo'];

interface SheetRow {
  row: number;
  code: string;
  expressCode: string;
  expressName: string;
  trackingNo: string;
}

function refusal(read: Exclude<SheetRead, { ok: true }>) {
  switch (read.reason) {
    case 'tooBig':
    case 'tooComplex':
      return badRequest('order.batchTooBig', { size: `${MAX_UNZIPPED / MB} MB` });
    case 'lies':
      return badRequest('order.batchDamaged');
    case 'tooMany':
      return badRequest('order.batchTooMany', { max: BATCH_SHIP_MAX_ROWS });
    case 'empty':
      return badRequest('order.batchEmpty');
    default:
      return badRequest('order.batchBadFile');
  }
}

/**
 * The rows of the first sheet, by header, read in a worker that checks the zip as it inflates it
 * (lib/sheet); a missing column or an unreadable, oversized or damaged file is a 400.
 */
async function readSheet(buffer: Buffer, lang: Lang): Promise<SheetRow[]> {
  const read = await readSheetRows(buffer, {
    maxRows: BATCH_SHIP_MAX_ROWS,
    maxUnzipped: MAX_UNZIPPED,
    maxRatio: MAX_RATIO,
  });
  if (!read.ok) throw refusal(read);
  const where = new Map<Column, number>();
  for (const [col, raw] of read.headers) {
    const text = fromInertCell(raw);
    for (const [key, names] of Object.entries(COLUMNS) as [Column, { zh: string; en: string }][]) {
      if (text === names.zh || text.toLowerCase() === names.en.toLowerCase()) where.set(key, col);
    }
  }
  for (const key of REQUIRED) {
    if (!where.has(key)) throw badRequest('order.batchMissingColumn', { column: COLUMNS[key][lang] });
  }
  const rows: SheetRow[] = [];
  for (const line of read.lines) {
    const cells = new Map(line.cells);
    const get = (key: Column) => {
      const col = where.get(key);
      return col === undefined ? '' : fromInertCell(cells.get(col) ?? '');
    };
    const row = {
      row: line.row,
      code: get('code'),
      expressCode: get('expressCode').toUpperCase(),
      expressName: get('expressName'),
      trackingNo: get('trackingNo'),
    };
    if (row.code || row.expressCode || row.trackingNo || row.expressName) rows.push(row);
  }
  if (rows.length === 0) throw badRequest('order.batchEmpty');
  return rows;
}

type Found = Pick<typeof orders.$inferSelect, 'id' | 'code' | 'status' | 'deliveryType'>;

/** Every bad row of the sheet, in row order, each with why; the good rows map to their orders. */
async function check(tx: Tx, lang: Lang, rows: SheetRow[], found: Map<string, Found>) {
  const problems: Problem[] = [];
  const firstRow = new Map<string, number>();
  const bad = (row: SheetRow, problem: Problem['problem'], params?: Record<string, string | number>) =>
    problems.push({
      row: row.row,
      code: row.code,
      problem,
      message: t(lang, `order.batch.${problem}`, params),
    });
  const status = (s: OrderStatus) => t(lang, `order.status.${s}`);
  for (const row of rows) {
    if (!row.code) {
      bad(row, 'missingCode');
      continue;
    }
    const first = firstRow.get(row.code);
    if (first !== undefined) {
      bad(row, 'duplicateRow', { row: first });
      continue;
    }
    firstRow.set(row.code, row.row);
    const order = found.get(row.code);
    if (!order) bad(row, 'unknownOrder');
    else if (order.status !== 'toShip' || order.deliveryType !== 'express') {
      bad(row, 'wrongState', { status: status(order.status) });
    } else {
      const blocking = await blockingAfterSales(tx, order.id);
      if (blocking) bad(row, 'afterSaleOpen', { code: blocking });
    }
    if (!row.expressCode) bad(row, 'missingExpress');
    else if (!EXPRESS_RE.test(row.expressCode) || !(await knownExpress(tx, row))) {
      bad(row, 'unknownExpress', { express: row.expressName || row.expressCode });
    }
    if (!row.trackingNo) bad(row, 'missingTrackingNo');
    else if (!TRACKING_RE.test(row.trackingNo)) bad(row, 'badTrackingNo');
  }
  return problems;
}

async function knownExpress(tx: Tx, row: SheetRow): Promise<boolean> {
  try {
    await expressCompanyOf(tx, row.expressCode);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 400) return false;
    throw err;
  }
}

/**
 * Ships the orders of an uploaded sheet (order code, express company, tracking number). All or
 * nothing: a dry run, or any bad row, ships nothing and reports every bad row with its number;
 * otherwise every row ships in one transaction. One batch ship per company at a time (409 meanwhile).
 */
export function batchShip(ctx: CompanyContext, buffer: Buffer, dryRun: boolean): Promise<Report> {
  return oneAtATime(ctx, 'batchShip', () => shipSheet(ctx, buffer, dryRun));
}

async function shipSheet(ctx: CompanyContext, buffer: Buffer, dryRun: boolean): Promise<Report> {
  const rows = await readSheet(buffer, ctx.lang);
  const codes = [...new Set(rows.map((r) => r.code).filter(Boolean))];
  return inCompany(ctx, async (tx) => {
    const found = new Map(
      (
        await tx
          .select({
            id: orders.id,
            code: orders.code,
            status: orders.status,
            deliveryType: orders.deliveryType,
          })
          .from(orders)
          .where(inArray(orders.code, codes))
      ).map((o) => [o.code, o]),
    );
    const problems = await check(tx, ctx.lang, rows, found);
    if (dryRun || problems.length > 0) return { dryRun, rows: rows.length, shipped: 0, problems };
    const locked = await tx
      .select()
      .from(orders)
      .where(inArray(orders.code, codes))
      .orderBy(asc(orders.id))
      .for('update');
    const byCode = new Map(locked.map((o) => [o.code, o]));
    for (const row of rows) {
      const order = byCode.get(row.code)!;
      if (order.status !== 'toShip')
        throw new AppError(409, 'order.illegalTransition', { from: order.status, to: 'shipped' });
      await shipLocked(tx, ctx, order, {
        id: order.id,
        kind: 'express',
        expressCode: row.expressCode,
        expressName: row.expressName || row.expressCode,
        trackingNo: row.trackingNo,
      });
    }
    return { dryRun, rows: rows.length, shipped: rows.length, problems };
  });
}

/** The sheet to fill in: its headers, and one row per express order waiting to ship (oldest first). */
export async function batchShipTemplate(ctx: CompanyContext): Promise<Buffer> {
  const waiting = await inCompany(ctx, (tx) =>
    tx
      .select({ code: orders.code })
      .from(orders)
      .where(and(eq(orders.status, 'toShip'), eq(orders.deliveryType, 'express')))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(BATCH_SHIP_MAX_ROWS),
  );
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(ctx.lang === 'zh' ? '批量发货' : 'Batch ship');
  const order: Column[] = ['code', 'expressCode', 'expressName', 'trackingNo'];
  sheet.columns = order.map((key) => ({ header: COLUMNS[key][ctx.lang], key, width: 26 }));
  for (const w of waiting) sheet.addRow({ code: w.code });
  for (const key of order) sheet.getColumn(key).numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}
