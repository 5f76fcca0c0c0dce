export type StockDirection = 1 | -1;

/** The signed change sent to the server, or undefined while the quantity is not a whole number > 0. */
export function signedChange(
  direction: StockDirection,
  quantity: number | null | undefined,
): number | undefined {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
    ? direction * quantity
    : undefined;
}

/** A SKU's name in lists: its spec values ("红 / S"), or the given name of the single SKU. */
export const skuName = (specKey: string, single: string): string =>
  specKey === '' ? single : specKey.split(',').join(' / ');
