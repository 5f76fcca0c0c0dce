/** A line of the order being placed: the SKU as found, and how many. */
export interface DraftLine {
  skuId: number;
  productName: string;
  skuLabel: string;
  picture: string | null;
  price: string;
  stock: number;
  quantity: number;
}

/** Adds a SKU, or one more of it when it is already there (never beyond its stock). */
export function addLine(lines: readonly DraftLine[], line: Omit<DraftLine, 'quantity'>): DraftLine[] {
  const found = lines.find((item) => item.skuId === line.skuId);
  if (!found) return [...lines, { ...line, quantity: 1 }];
  return lines.map((item) =>
    item.skuId === line.skuId
      ? { ...item, stock: line.stock, quantity: Math.min(item.quantity + 1, line.stock) }
      : item,
  );
}

export const setQuantity = (lines: readonly DraftLine[], skuId: number, quantity: number): DraftLine[] =>
  lines.map((item) => (item.skuId === skuId ? { ...item, quantity } : item));

export const removeLine = (lines: readonly DraftLine[], skuId: number): DraftLine[] =>
  lines.filter((item) => item.skuId !== skuId);

/** What the checkout is asked for: SKUs and quantities only (prices are the server's). */
export const checkoutLines = (lines: readonly DraftLine[]) =>
  lines.map(({ skuId, quantity }) => ({ skuId, quantity }));
