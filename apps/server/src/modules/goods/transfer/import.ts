import {
  type goodsTransferContract,
  type importError,
  type ProductInput,
  productInput,
  specKeys,
  toCents,
} from '@hh/shared';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import { audit } from '../../../db/audit.ts';
import type { Tx } from '../../../db/client.ts';
import { type Lang, type MessageKey, t } from '../../../i18n/messages.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { readSheetRows } from '../../../lib/sheet/reader.ts';
import { zodIssueText } from '../../../plugins/errors.ts';
import { fromInertCell } from '../../../plugins/xlsx.ts';
import { categoryPaths } from '../categories/service.ts';
import { productSkus, products } from '../products/schema.ts';
import { recordImportedStock } from '../stock/service.ts';
import { oneImportAtATime } from './import-lock.ts';
import { columnOf, SHEET_COLUMNS, type SheetKey, type SheetRow } from './sheet.ts';

const IMPORT_MAX_ROWS = 10_000;
const MB = 1024 * 1024;
/** The most an uploaded workbook may unpack to; 10,000 product rows take about 3 MB. */
const IMPORT_MAX_UNZIPPED = 50 * MB;
/** Real sheets compress well under this; a bomb's padding compresses about 1000:1. */
const IMPORT_MAX_RATIO = 200;
const INSERT_CHUNK = 500;

type ImportError = z.output<typeof importError>;
type ImportReport = z.output<typeof goodsTransferContract.importReport>;

interface SheetLine {
  row: number;
  cells: SheetRow;
}

interface Group {
  handle: string;
  lines: SheetLine[];
}

async function readSheet(buffer: Buffer): Promise<{ headers: Map<number, SheetKey>; lines: SheetLine[] }> {
  const sheet = await readSheetRows(buffer, {
    maxRows: IMPORT_MAX_ROWS,
    maxUnzipped: IMPORT_MAX_UNZIPPED,
    maxRatio: IMPORT_MAX_RATIO,
  });
  if (!sheet.ok) {
    if (sheet.reason === 'tooBig')
      throw badRequest('goods.importTooBig', { size: `${IMPORT_MAX_UNZIPPED / MB} MB` });
    if (sheet.reason === 'tooMany') throw badRequest('goods.importTooMany', { max: IMPORT_MAX_ROWS });
    if (sheet.reason === 'tooComplex') throw badRequest('goods.importTooComplex');
    throw badRequest(sheet.reason === 'empty' ? 'goods.importEmpty' : 'goods.importBadFile');
  }
  const headers = new Map<number, SheetKey>();
  for (const [col, text] of sheet.headers) {
    const key = columnOf(text);
    if (key) headers.set(col, key);
  }
  const lines: SheetLine[] = [];
  for (const raw of sheet.lines) {
    const cells: SheetRow = {};
    for (const [col, text] of raw.cells) {
      const key = headers.get(col);
      if (key) cells[key] = fromInertCell(text);
    }
    if (Object.keys(cells).length > 0) lines.push({ row: raw.row, cells });
  }
  return { headers, lines };
}

function groupByHandle(lines: SheetLine[]): Group[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const handle = line.cells.handle ?? `#${line.row}`;
    const group = groups.get(handle) ?? { handle, lines: [] };
    group.lines.push(line);
    groups.set(handle, group);
  }
  return [...groups.values()];
}

const asSheetKey = (path: PropertyKey | undefined): SheetKey =>
  path === 'specs' || path === 'skus' ? 'spec' : (SHEET_COLUMNS.find((c) => c.key === path)?.key ?? 'handle');

const YES_WORDS = new Set(['是', 'yes', 'y', 'true', '1']);
const NO_WORDS = new Set(['否', 'no', 'n', 'false', '0']);

/** Turns one handle's rows into the same input the product form sends, or reports why not. */
class GroupReader {
  readonly errors: ImportError[] = [];
  constructor(
    private readonly lang: Lang,
    private readonly categories: Map<string, number>,
  ) {}

  private fail(row: number, key: SheetKey, message: string) {
    const column = SHEET_COLUMNS.find((c) => c.key === key)?.[this.lang] ?? key;
    if (!this.errors.some((e) => e.row === row && e.column === column))
      this.errors.push({ row, column, message });
  }

  private say(key: MessageKey, params?: Record<string, string | number>) {
    return t(this.lang, key, params);
  }

  private yesNo(line: SheetLine): boolean {
    const text = line.cells.onShelf?.toLowerCase();
    if (text === undefined || NO_WORDS.has(text)) return false;
    if (YES_WORDS.has(text)) return true;
    this.fail(line.row, 'onShelf', this.say('goods.importYesNo'));
    return false;
  }

  private count(line: SheetLine, key: 'stock'): number {
    const text = line.cells[key] ?? '0';
    if (/^\d{1,8}$/.test(text)) return Number(text);
    this.fail(line.row, key, this.say('goods.importInteger'));
    return 0;
  }

  private specPairs(line: SheetLine): [string, string][] | null {
    const text = line.cells.spec;
    if (!text) return [];
    const pairs = text.split(/[;；]/).map((part) => part.split(/[:：]/).map((s) => s.trim()));
    if (pairs.some((p) => p.length !== 2 || !p[0] || !p[1])) {
      this.fail(line.row, 'spec', this.say('goods.importSpecFormat'));
      return null;
    }
    return pairs as [string, string][];
  }

  read(group: Group): ProductInput | null {
    const before = this.errors.length;
    const [first] = group.lines;
    if (!first) return null;
    if (!first.cells.name) this.fail(first.row, 'name', this.say('goods.importNameFirst'));
    const categoryName = first.cells.category;
    const categoryId = categoryName ? (this.categories.get(categoryName) ?? null) : null;
    if (categoryName && categoryId === null) {
      this.fail(first.row, 'category', this.say('goods.importCategory', { name: categoryName }));
    }

    const pairs = group.lines.map((line) => this.specPairs(line));
    const names = pairs[0]?.map(([name]) => name) ?? [];
    const specs = names.map((name) => ({ name, values: [] as string[] }));
    group.lines.forEach((line, i) => {
      const own = pairs[i];
      if (!own) return;
      if (own.length !== names.length || own.some(([name], j) => name !== names[j])) {
        this.fail(line.row, 'spec', this.say('goods.importSpecNames'));
        return;
      }
      own.forEach(([, value], j) => {
        const option = specs[j]!;
        if (!option.values.includes(value)) option.values.push(value);
      });
    });
    const multi = names.length > 0;
    const keys = group.lines.map((_, i) => (pairs[i] ?? []).map(([, v]) => v).join(','));
    const expected = multi ? specKeys(specs).length : 1;
    if (this.errors.length === before && (new Set(keys).size !== keys.length || keys.length !== expected)) {
      this.fail(first.row, 'spec', this.say('goods.importSpecMatrix', { expected }));
    }

    const candidate = {
      name: first.cells.name ?? '',
      summary: first.cells.summary ?? '',
      keywords: first.cells.keywords ?? '',
      unit: first.cells.unit ?? t(this.lang, 'goods.defaultUnit'),
      image: first.cells.image ?? null,
      categoryId,
      onShelf: this.yesNo(first),
      specType: multi ? 'multi' : 'single',
      specs,
      skus: group.lines.map((line, i) => ({
        specKey: keys[i] ?? '',
        price: line.cells.price ?? '',
        originalPrice: line.cells.originalPrice ?? '0',
        cost: line.cells.cost ?? '0',
        stock: this.count(line, 'stock'),
        weight: line.cells.weight ?? '0',
        volume: line.cells.volume ?? '0',
        barcode: line.cells.barcode ?? '',
      })),
    };
    const parsed = productInput.safeParse(candidate);
    if (!parsed.success) {
      const matrixReported = this.errors.length > before;
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        const text = zodIssueText(this.lang, issue);
        if (head === 'skus' && typeof index === 'number') {
          this.fail((group.lines[index] ?? first).row, asSheetKey(field), text);
        } else if (head !== 'skus' || !matrixReported) {
          this.fail(first.row, asSheetKey(head), text);
        }
      }
    }
    return this.errors.length === before && parsed.success ? parsed.data : null;
  }
}

/** Reverse of the export's "parent/child" category paths; a unique child name alone also works. */
async function categoryLookup(tx: Tx): Promise<Map<string, number>> {
  const paths = await categoryPaths(tx);
  const lookup = new Map<string, number>();
  const leafCounts = new Map<string, number>();
  for (const path of paths.values()) {
    const leaf = path.split('/').pop()!;
    leafCounts.set(leaf, (leafCounts.get(leaf) ?? 0) + 1);
  }
  for (const [id, path] of paths) {
    lookup.set(path, id);
    const leaf = path.split('/').pop()!;
    if (leafCounts.get(leaf) === 1 && !lookup.has(leaf)) lookup.set(leaf, id);
  }
  return lookup;
}

const lowestPrice = (skus: { price: string }[]) =>
  skus.reduce((low, sku) => (toCents(sku.price) < toCents(low) ? sku.price : low), skus[0]!.price);

async function insertAll(tx: Tx, ctx: CompanyContext, inputs: ProductInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < inputs.length; i += INSERT_CHUNK) {
    const chunk = inputs.slice(i, i + INSERT_CHUNK);
    const rows = await tx
      .insert(products)
      .values(
        chunk.map(({ skus, ...fields }) => ({
          ...fields,
          price: lowestPrice(skus),
          stock: skus.reduce((sum, s) => sum + s.stock, 0),
        })),
      )
      .returning({ id: products.id });
    const skuValues = chunk.flatMap((input, j) =>
      input.skus.map((sku) => ({ ...sku, productId: rows[j]!.id })),
    );
    for (let k = 0; k < skuValues.length; k += INSERT_CHUNK) {
      const inserted = await tx
        .insert(productSkus)
        .values(skuValues.slice(k, k + INSERT_CHUNK))
        .returning({ id: productSkus.id, productId: productSkus.productId, stock: productSkus.stock });
      await recordImportedStock(tx, ctx, inserted);
    }
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * Reads a product spreadsheet, reports every bad cell, and only when there is none (and this is
 * not a dry run) creates all its products in one transaction: all or nothing. One import per
 * company runs at a time.
 */
export function importProducts(
  ctx: CompanyContext,
  lang: Lang,
  buffer: Buffer,
  dryRun: boolean,
): Promise<ImportReport> {
  return oneImportAtATime(ctx, () => readAndImport(ctx, lang, buffer, dryRun));
}

async function readAndImport(
  ctx: CompanyContext,
  lang: Lang,
  buffer: Buffer,
  dryRun: boolean,
): Promise<ImportReport> {
  const { headers, lines } = await readSheet(buffer);
  const present = new Set(headers.values());
  for (const key of ['handle', 'name', 'price'] as const) {
    if (!present.has(key)) {
      const column = SHEET_COLUMNS.find((c) => c.key === key)![lang];
      throw badRequest('goods.importMissingColumn', { column });
    }
  }
  if (lines.length === 0) throw badRequest('goods.importEmpty');
  const groups = groupByHandle(lines);
  return inCompany(ctx, async (tx) => {
    const reader = new GroupReader(lang, await categoryLookup(tx));
    const inputs = groups.map((g) => reader.read(g)).filter((p): p is ProductInput => p !== null);
    const errors = reader.errors.sort((a, b) => a.row - b.row);
    const report = { dryRun, products: groups.length, skus: lines.length, imported: 0, errors };
    if (dryRun || errors.length > 0) return report;
    const ids = await insertAll(tx, ctx, inputs);
    await audit(tx, ctx, {
      entity: 'product',
      entityId: null,
      action: 'import',
      after: { count: ids.length, firstId: ids[0], lastId: ids.at(-1) },
    });
    return { ...report, imported: ids.length };
  });
}
