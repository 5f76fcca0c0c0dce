import { type checkoutLine, fromCents, type priceBreakdown, toCents, toMilli } from '@hh/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { calculateFreight, freightTemplates, noteStock, productSkus, products } from '../../goods/index.ts';

type Template = Pick<typeof freightTemplates.$inferSelect, 'id' | 'chargeBy' | 'rules' | 'freeRules'>;

export type PricedLine = z.output<typeof checkoutLine> & {
  /** The product's freight template, else the company's default one; null: no freight for it. */
  template: Template | null;
  weight: string;
  volume: string;
};
type Price = z.output<typeof priceBreakdown>;

export interface WantedLine {
  skuId: number;
  quantity: number;
}

/** Same SKU asked twice: one line with the quantities added. */
export function mergeLines(lines: readonly WantedLine[]): WantedLine[] {
  const bySku = new Map<number, number>();
  for (const l of lines) bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.quantity);
  return [...bySku].map(([skuId, quantity]) => ({ skuId, quantity }));
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
 * the province. No template at all: free.
 */
export function freightFor(lines: readonly PricedLine[], regionId: number): string {
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
      amount: fromCents(sumCents(group.map((l) => l.lineTotal))),
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

/** Goods, freight, discounts (none until marketing) and what the buyer pays, all in exact cents. */
export function breakdown(lines: readonly PricedLine[], freight: string): Price {
  const goods = sumCents(lines.map((l) => l.lineTotal));
  const discount = 0n;
  return {
    goodsTotal: fromCents(goods),
    freight: fromCents(toCents(freight)),
    discounts: [],
    discountTotal: fromCents(discount),
    payAmount: fromCents(goods + toCents(freight) - discount),
  };
}

/** The line as the contract shows it, without the pricing internals. */
export function publicLine({ template: _t, weight: _w, volume: _v, ...line }: PricedLine) {
  return line;
}
