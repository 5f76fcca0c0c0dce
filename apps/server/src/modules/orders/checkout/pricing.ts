import { type ActivityRef, fromCents, type lineSnapshot, toCents, toMilli } from '@hh/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { calculateFreight, freightTemplates, noteStock, productSkus, products } from '../../goods/index.ts';

type Template = Pick<typeof freightTemplates.$inferSelect, 'id' | 'chargeBy' | 'rules' | 'freeRules'>;

type Snapshot = { [K in keyof typeof lineSnapshot]: z.output<(typeof lineSnapshot)[K]> };

/** A line at the catalogue's (list) price, before the pricing pipeline's steps. */
export type PricedLine = Snapshot & {
  quantity: number;
  lineTotal: string;
  stock: number;
  categoryId: number | null;
  activity: ActivityRef | null;
  /** The product's freight template, else the company's default one; null: no freight for it. */
  template: Template | null;
  weight: string;
  volume: string;
};
export interface WantedLine {
  skuId: number;
  quantity: number;
  /** Bought at an activity's price; null or left out: at the list price. */
  activity?: ActivityRef | null;
}

/** Same SKU asked twice (at the same activity, or at none): one line with the quantities added. */
export function mergeLines(lines: readonly WantedLine[]): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const l of lines) {
    const activity = l.activity ?? null;
    const key = `${l.skuId}:${activity?.kind ?? ''}:${activity?.id ?? ''}`;
    const held = merged.get(key);
    merged.set(key, { skuId: l.skuId, quantity: (held?.quantity ?? 0) + l.quantity, activity });
  }
  return [...merged.values()];
}

/** The company's default freight template, for products that name none. */
const defaultTemplate = sql`(select id from ${freightTemplates} where ${freightTemplates.isDefault} limit 1)`;

/**
 * The lines at today's prices from the company's catalogue (row-level security keeps other shops'
 * SKUs out), each with its freight template, in one statement: refused with 409 naming the product
 * when one is gone, off the shelf or short of stock.
 */
export async function priceLines(
  tx: Tx,
  companyId: number,
  wanted: readonly WantedLine[],
): Promise<PricedLine[]> {
  const ids = wanted.map((w) => w.skuId);
  const rows = await tx
    .select({
      skuId: productSkus.id,
      productId: products.id,
      productName: products.name,
      categoryId: products.categoryId,
      specKey: productSkus.specKey,
      skuImage: productSkus.image,
      productImage: products.image,
      price: productSkus.price,
      stock: productSkus.stock,
      weight: productSkus.weight,
      volume: productSkus.volume,
      onShelf: products.onShelf,
      isDeleted: products.isDeleted,
      templateId: freightTemplates.id,
      chargeBy: freightTemplates.chargeBy,
      rules: freightTemplates.rules,
      freeRules: freightTemplates.freeRules,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .leftJoin(
      freightTemplates,
      eq(freightTemplates.id, sql`coalesce(${products.freightTemplateId}, ${defaultTemplate})`),
    )
    .where(inArray(productSkus.id, ids));
  return wanted.map((w) => {
    const row = rows.find((r) => r.skuId === w.skuId);
    if (!row?.onShelf || row.isDeleted) {
      throw new AppError(409, 'order.skuUnavailable', { name: row?.productName ?? `#${w.skuId}` });
    }
    const label = row.specKey ? `${row.productName}（${row.specKey}）` : row.productName;
    const short = row.stock < w.quantity;
    noteStock(companyId, row.skuId, short ? { stock: row.stock, label } : null);
    if (short) throw new AppError(409, 'order.stockShort', { name: label, stock: row.stock });
    return {
      productId: row.productId,
      skuId: row.skuId,
      productName: row.productName,
      skuLabel: row.specKey,
      picture: row.skuImage ?? row.productImage,
      unitPrice: row.price,
      quantity: w.quantity,
      lineTotal: fromCents(toCents(row.price) * BigInt(w.quantity)),
      stock: row.stock,
      categoryId: row.categoryId,
      activity: w.activity ?? null,
      template:
        row.templateId === null
          ? null
          : { id: row.templateId, chargeBy: row.chargeBy!, rules: row.rules!, freeRules: row.freeRules! },
      weight: row.weight,
      volume: row.volume,
    };
  });
}

const sumCents = (values: string[]) => values.reduce((acc, v) => acc + toCents(v), 0n);

/**
 * The freight of the lines to a region: lines are grouped by their freight template (the company's
 * default template when a product names none), each group charged once by the template's rule for
 * the province. No template at all: free. A template's "free over an amount" tests what the group's
 * lines are paid (`paid`, in the lines' order: after every discount), their list totals when not given.
 */
export function freightFor(lines: readonly PricedLine[], regionId: number, paid?: readonly string[]): string {
  const paidOf = new Map(lines.map((l, i) => [l, paid?.[i] ?? l.lineTotal]));
  const groups = new Map<number, { template: Template; lines: PricedLine[] }>();
  for (const line of lines) {
    if (!line.template) continue;
    const group = groups.get(line.template.id) ?? { template: line.template, lines: [] };
    group.lines.push(line);
    groups.set(line.template.id, group);
  }
  let fee = 0n;
  for (const { template, lines: group } of groups.values()) {
    const quantity = group.reduce((n, l) => n + l.quantity, 0);
    const measure = (l: PricedLine) => (template.chargeBy === 'weight' ? l.weight : l.volume);
    const milli = group.reduce((n, l) => n + toMilli(measure(l)) * BigInt(l.quantity), 0n);
    const units = template.chargeBy === 'piece' ? String(quantity) : fromMilli(milli);
    const quote = calculateFreight({
      chargeBy: template.chargeBy,
      rules: template.rules,
      freeRules: template.freeRules,
      regionId,
      units,
      quantity,
      amount: fromCents(sumCents(group.map((l) => paidOf.get(l)!))),
    });
    fee += toCents(quote.fee);
  }
  return fromCents(fee);
}

function fromMilli(milli: bigint): string {
  const whole = milli / 1000n;
  const rest = String(milli % 1000n).padStart(3, '0');
  return `${whole}.${rest}`;
}

/** The line as the contract shows it, without the pricing internals. */
export function publicLine({
  template: _t,
  weight: _w,
  volume: _v,
  categoryId: _c,
  ...line
}: PricedLine & { discount: string }) {
  return line;
}
