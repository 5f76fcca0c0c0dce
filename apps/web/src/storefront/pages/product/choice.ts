import type { ProductDetail } from '../../api.ts';

export type Sku = ProductDetail['skus'][number];
/** The value chosen for each option, in option order (null: not chosen yet). */
export type Chosen = (string | null)[];

/** The most of one SKU a cart line (and so one purchase) holds. */
const QUANTITY_MAX = 999;

const keyOf = (values: string[]) => values.join(',');

/** Nothing chosen yet, or the only SKU's values when there is nothing to choose. */
export function firstChoice(product: ProductDetail): Chosen {
  if (product.specType !== 'multi' || product.specs.length === 0) return [];
  const only = product.skus.length === 1 ? product.skus[0]!.specKey.split(',') : null;
  return product.specs.map((_, i) => only?.[i] ?? null);
}

/** The SKU the choice names: the single SKU, or the one of the chosen values once all are chosen. */
export function chosenSku(product: ProductDetail, chosen: Chosen): Sku | null {
  if (product.specType !== 'multi' || product.specs.length === 0) return product.skus[0] ?? null;
  if (chosen.some((v) => v === null)) return null;
  const key = keyOf(chosen as string[]);
  return product.skus.find((sku) => sku.specKey === key) ?? null;
}

/**
 * Whether a value can be chosen with the other options' values as chosen: some SKU of it is in
 * stock. A sold-out or missing combination is shown disabled.
 */
export function canChoose(product: ProductDetail, chosen: Chosen, option: number, value: string): boolean {
  return product.skus.some((sku) => {
    if (sku.stock <= 0) return false;
    const values = sku.specKey.split(',');
    return values[option] === value && chosen.every((v, i) => i === option || v === null || values[i] === v);
  });
}

/** Chooses a value, or takes it back when it was chosen. */
export function choose(chosen: Chosen, option: number, value: string): Chosen {
  return chosen.map((v, i) => (i === option ? (v === value ? null : value) : v));
}

/** The most the shopper may take of the SKU: its stock, and the cart's cap. */
export const quantityMax = (sku: Sku | null) => Math.min(sku?.stock ?? 0, QUANTITY_MAX);

/** The options still to choose, for "please choose colour, size". */
export function missingOptions(product: ProductDetail, chosen: Chosen): string[] {
  return product.specs
    .filter((_, i) => chosen[i] === null || chosen[i] === undefined)
    .map((spec) => spec.name);
}
