import type { SpecOption } from '../../api.ts';
import { lowestMoney, moneyProblem } from './decimal.ts';

export const MAX_SPEC_OPTIONS = 3;
export const SPEC_KEY_SEPARATOR = ',';

/** One SKU row as the form holds it: decimals as typed strings, stock as a whole number. */
export interface SkuValues {
  id?: number;
  specKey: string;
  image: string | null;
  price: string;
  originalPrice: string;
  cost: string;
  stock: number | null;
  weight: string;
  volume: string;
  barcode: string;
  commission1: string;
  commission2: string;
}

export type BulkField = Exclude<keyof SkuValues, 'id' | 'specKey'>;
const BULK_FIELDS: readonly BulkField[] = [
  'image',
  'price',
  'originalPrice',
  'cost',
  'stock',
  'weight',
  'volume',
  'barcode',
  'commission1',
  'commission2',
];
export type BulkValues = Partial<Pick<SkuValues, BulkField>>;

export const emptySku = (specKey: string): SkuValues => ({
  specKey,
  image: null,
  price: '',
  originalPrice: '',
  cost: '',
  stock: 0,
  weight: '',
  volume: '',
  barcode: '',
  commission1: '',
  commission2: '',
});

/** Options being typed may lack a name or values: only those with values make combinations. */
export function usableOptions(specs: readonly (Partial<SpecOption> | undefined)[] | undefined): SpecOption[] {
  return (specs ?? [])
    .map((option) => ({
      name: option?.name?.trim() ?? '',
      values: (option?.values ?? []).map((value) => value.trim()).filter(Boolean),
    }))
    .filter((option) => option.values.length > 0);
}

/**
 * Every combination of the options' values in option order: [["红","S"],["红","M"],…].
 * @internal
 */
export function combinations(specs: readonly SpecOption[]): string[][] {
  if (specs.length === 0) return [];
  return specs.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

const specKeyOf = (values: readonly string[]): string => values.join(SPEC_KEY_SEPARATOR);

export const specValuesOf = (specKey: string): string[] =>
  specKey === '' ? [] : specKey.split(SPEC_KEY_SEPARATOR);

/**
 * The SKU matrix for these options: one row per combination, keeping what was already typed for
 * combinations that still exist and starting the new ones empty.
 * @internal
 */
export function rebuildSkus(specs: readonly SpecOption[], current: readonly SkuValues[]): SkuValues[] {
  const byKey = new Map(current.map((sku) => [sku.specKey, sku]));
  return combinations(specs).map((values) => {
    const key = specKeyOf(values);
    return byKey.get(key) ?? emptySku(key);
  });
}

/**
 * The one SKU of a single-spec product: the existing one, or the first row's data.
 * @internal
 */
export function singleSku(current: readonly SkuValues[]): SkuValues[] {
  const kept = current.find((sku) => sku.specKey === '') ?? current[0];
  return [kept ? { ...kept, specKey: '' } : emptySku('')];
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Writes every filled bulk value into the same column of all SKUs. */
export function bulkFill(skus: readonly SkuValues[], bulk: BulkValues): SkuValues[] {
  const filled = BULK_FIELDS.filter((field) => !isBlank(bulk[field]));
  if (filled.length === 0) return [...skus];
  return skus.map((sku) => {
    const next = { ...sku };
    for (const field of filled) Object.assign(next, { [field]: bulk[field] });
    return next;
  });
}

/** The displayed price: the lowest valid SKU price (above zero). */
export const derivedPrice = (skus: readonly (Partial<SkuValues> | undefined)[] | undefined) =>
  lowestMoney(
    (skus ?? []).map((sku) => sku?.price).filter((price) => moneyProblem(price, true) === undefined),
  );

/** The displayed stock: the sum of the SKUs' stock. */
export const derivedStock = (skus: readonly (Partial<SkuValues> | undefined)[] | undefined): number =>
  (skus ?? []).reduce((sum, sku) => sum + (Number.isInteger(sku?.stock) ? Number(sku?.stock) : 0), 0);

const sameKeys = (a: readonly SkuValues[], b: readonly SkuValues[]) =>
  a.length === b.length && a.every((sku, index) => sku.specKey === b[index]?.specKey);

/**
 * The SKU rows after the spec type or options changed, or undefined when they stay as they are.
 * A multi-spec product without usable options yet keeps its rows until options are typed.
 */
export function syncedSkus(
  specType: 'single' | 'multi',
  specs: readonly (Partial<SpecOption> | undefined)[] | undefined,
  current: readonly SkuValues[],
): SkuValues[] | undefined {
  if (specType === 'single') {
    return current.length === 1 && current[0]?.specKey === '' ? undefined : singleSku(current);
  }
  const options = usableOptions(specs);
  if (options.length === 0) return undefined;
  const next = rebuildSkus(options, current);
  return sameKeys(next, current) ? undefined : next;
}
