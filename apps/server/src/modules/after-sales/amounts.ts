import { toCents } from '@hh/shared';

/** What an order was paid and how it splits: read from the order row. */
export interface PaidOrder {
  payAmount: string;
  freight: string;
  freightRefunded: boolean;
}

export interface PaidLine {
  id: number;
  quantity: number;
  lineTotal: string;
  /** What the order's price steps took off the line at checkout (its stored share of the discounts). */
  discount: string;
}

/** What after-sales that are open or refunded already hold of a line: pieces and their amount. */
export interface Taken {
  quantity: number;
  amount: bigint;
}

/** The freight actually paid: the order's freight, or less when a price change took the total below it. */
function paidFreight(order: PaidOrder): bigint {
  const freight = toCents(order.freight);
  const pay = toCents(order.payAmount);
  return freight < pay ? freight : pay;
}

/** What the line was paid at checkout: its total less its share of the price steps' discounts. */
const paidAtCheckout = (line: PaidLine) => toCents(line.lineTotal) - toCents(line.discount);

/**
 * Each line's share of what was paid for goods (pay amount less freight): exactly what each line was
 * paid at checkout (line total less its stored discount) while those add up to the goods paid; after a
 * staff price change they do not, and the goods paid are spread in proportion to them. Cents cut
 * down; the last line takes the remainder so the shares add up to the goods paid exactly.
 */
export function lineShares(order: PaidOrder, lines: readonly PaidLine[]): Map<number, bigint> {
  const goodsPaid = toCents(order.payAmount) - paidFreight(order);
  const sorted = [...lines].sort((a, b) => a.id - b.id);
  const total = sorted.reduce((sum, l) => sum + paidAtCheckout(l), 0n);
  if (total === goodsPaid) return new Map(sorted.map((l) => [l.id, paidAtCheckout(l)]));
  const shares = new Map<number, bigint>();
  let given = 0n;
  sorted.forEach((line, i) => {
    const share =
      i === sorted.length - 1
        ? goodsPaid - given
        : total === 0n
          ? 0n
          : (goodsPaid * paidAtCheckout(line)) / total;
    shares.set(line.id, share);
    given += share;
  });
  return shares;
}

/** The amount for `quantity` more pieces of a line: pro rata, and the exact rest for its last pieces. */
export function piecesAmount(share: bigint, line: PaidLine, taken: Taken, quantity: number): bigint {
  if (taken.quantity + quantity >= line.quantity) return share - taken.amount;
  return (share * BigInt(quantity)) / BigInt(line.quantity);
}

interface QuoteLine {
  orderLineId: number;
  quantity: number;
  amount: bigint;
}

export interface Quote {
  lines: QuoteLine[];
  goods: bigint;
  freight: bigint;
  total: bigint;
}

export type QuoteProblem =
  | { kind: 'unknownLine'; orderLineId: number }
  | { kind: 'tooMany'; orderLineId: number };

/**
 * What a choice of lines gets back, given what earlier after-sales hold. Freight comes with the choice
 * that takes every remaining piece of the order, once.
 */
export function quote(
  order: PaidOrder,
  lines: readonly PaidLine[],
  taken: ReadonlyMap<number, Taken>,
  freightTaken: boolean,
  choice: readonly { orderLineId: number; quantity: number }[],
): Quote | QuoteProblem {
  const shares = lineShares(order, lines);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const none: Taken = { quantity: 0, amount: 0n };
  const out: QuoteLine[] = [];
  for (const c of choice) {
    const line = byId.get(c.orderLineId);
    if (!line) return { kind: 'unknownLine', orderLineId: c.orderLineId };
    const held = taken.get(line.id) ?? none;
    if (held.quantity + c.quantity > line.quantity) return { kind: 'tooMany', orderLineId: line.id };
    out.push({
      orderLineId: line.id,
      quantity: c.quantity,
      amount: piecesAmount(shares.get(line.id) ?? 0n, line, held, c.quantity),
    });
  }
  const chosen = new Map(out.map((l) => [l.orderLineId, l.quantity]));
  const lastPieces = lines.every(
    (l) => (taken.get(l.id)?.quantity ?? 0) + (chosen.get(l.id) ?? 0) >= l.quantity,
  );
  const freight = lastPieces && !freightTaken && !order.freightRefunded ? paidFreight(order) : 0n;
  const goods = out.reduce((sum, l) => sum + l.amount, 0n);
  return { lines: out, goods, freight, total: goods + freight };
}

export const isProblem = (q: Quote | QuoteProblem): q is QuoteProblem => 'kind' in q;
