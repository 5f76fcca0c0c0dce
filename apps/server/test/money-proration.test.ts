import { fromCents, toCents } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import {
  isProblem,
  lineShares,
  type PaidLine,
  type PaidOrder,
  piecesAmount,
  type Quote,
  quote,
  type Taken,
} from '../src/modules/after-sales/amounts.ts';
import { proportionOf } from '../src/modules/after-sales/reversal.ts';
import { applySteps, type OrderSteps } from '../src/modules/orders/checkout/pipeline.ts';
import { mergeLines, type PricedLine } from '../src/modules/orders/checkout/pricing.ts';

// The pure money functions of checkout and after-sales, on the edge cases an order engine must get
// exactly right: remainders, one cent over many lines, freight once, a 0.01 order.

const order = (payAmount: string, freight = '0.00', freightRefunded = false): PaidOrder => ({
  payAmount,
  freight,
  freightRefunded,
});
const line = (id: number, quantity: number, lineTotal: string, discount = '0.00'): PaidLine => ({
  id,
  quantity,
  lineTotal,
  discount,
});
const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);
const asQuote = (q: ReturnType<typeof quote>): Quote => {
  if (isProblem(q)) throw new Error(`unexpected ${q.kind}`);
  return q;
};
const nothingTaken = new Map<number, Taken>();

describe('lineShares: what each line was paid', () => {
  it('adds up to the goods paid exactly when a discount leaves a remainder', () => {
    const lines = [line(1, 1, '1.00'), line(2, 1, '1.00'), line(3, 1, '1.00')];
    const shares = lineShares(order('2.00'), lines);
    expect([...shares.values()].map(fromCents)).toEqual(['0.66', '0.66', '0.68']);
    expect(sum(shares.values())).toBe(200n);
  });

  it('spreads one cent over many lines without losing or inventing any', () => {
    const lines = Array.from({ length: 7 }, (_, i) => line(i + 1, 1, '3.00'));
    const shares = lineShares(order('0.01'), lines);
    expect(sum(shares.values())).toBe(1n);
    expect([...shares.values()].every((s) => s >= 0n)).toBe(true);
  });

  it('takes the freight out before sharing, and only the freight actually paid', () => {
    const lines = [line(1, 2, '10.00'), line(2, 1, '30.00')];
    expect(sum(lineShares(order('48.00', '8.00'), lines).values())).toBe(4000n);
    // A price change took the order below its freight: the goods were paid nothing.
    expect(sum(lineShares(order('5.00', '8.00'), lines).values())).toBe(0n);
  });

  it('orders the lines by id, whatever order they come in, so the remainder lands on the same line', () => {
    const a = lineShares(order('1.00'), [line(2, 1, '1.00'), line(1, 1, '1.00'), line(3, 1, '1.00')]);
    expect(a.get(3)).toBe(34n);
    expect(a.get(1)).toBe(33n);
  });

  it('gives a 0.01 order its cent', () => {
    expect(lineShares(order('0.01'), [line(9, 1, '0.01')]).get(9)).toBe(1n);
  });

  it('gives each line exactly what it was paid at checkout: its total less its stored discount', () => {
    // A 10.00 coupon over 30.00 + 70.00, stored as 3.00 + 7.00; freight 8.00.
    const lines = [line(1, 1, '30.00', '3.00'), line(2, 2, '70.00', '7.00')];
    const shares = lineShares(order('98.00', '8.00'), lines);
    expect([...shares.values()].map(fromCents)).toEqual(['27.00', '63.00']);
    // A staff price change since: spread over what the lines were paid, not their list totals.
    const changed = lineShares(order('53.00', '8.00'), lines);
    expect([...changed.values()].map(fromCents)).toEqual(['13.50', '31.50']);
  });

  it('shares nothing out of zero-priced lines but still closes the sum on the last line', () => {
    const shares = lineShares(order('0.00'), [line(1, 1, '0.00'), line(2, 1, '0.00')]);
    expect([...shares.values()]).toEqual([0n, 0n]);
  });
});

describe('piecesAmount: refunding a line piece by piece', () => {
  it('gives the last pieces the exact rest, so pieces refunded one at a time add up to the share', () => {
    const l = line(1, 3, '1.00');
    const share = 100n;
    const taken: Taken = { quantity: 0, amount: 0n };
    const parts: bigint[] = [];
    for (let i = 0; i < 3; i++) {
      const amount = piecesAmount(share, l, taken, 1);
      parts.push(amount);
      taken.quantity += 1;
      taken.amount += amount;
    }
    expect(parts).toEqual([33n, 33n, 34n]);
    expect(sum(parts)).toBe(share);
  });

  it('takes the rest when asked for more pieces than remain counted', () => {
    expect(piecesAmount(100n, line(1, 3, '1.00'), { quantity: 2, amount: 66n }, 1)).toBe(34n);
  });
});

describe('quote: what a choice of lines gets back', () => {
  const lines = [line(1, 2, '20.00'), line(2, 1, '10.00')];
  const paid = order('38.00', '8.00');

  it('adds the freight once, with the choice that takes every remaining piece', () => {
    const whole = asQuote(
      quote(paid, lines, nothingTaken, false, [
        { orderLineId: 1, quantity: 2 },
        { orderLineId: 2, quantity: 1 },
      ]),
    );
    expect(whole.freight).toBe(800n);
    expect(whole.total).toBe(toCents('38.00'));
  });

  it('adds no freight to a part, and none again once it went back', () => {
    const part = asQuote(quote(paid, lines, nothingTaken, false, [{ orderLineId: 1, quantity: 1 }]));
    expect(part.freight).toBe(0n);
    expect(part.goods).toBe(1000n);

    const taken = new Map<number, Taken>([[1, { quantity: 2, amount: 2000n }]]);
    const rest = asQuote(quote(paid, lines, taken, true, [{ orderLineId: 2, quantity: 1 }]));
    expect(rest.freight).toBe(0n);
    expect(rest.total).toBe(1000n);

    const refunded = order('38.00', '8.00', true);
    const last = asQuote(quote(refunded, lines, taken, false, [{ orderLineId: 2, quantity: 1 }]));
    expect(last.freight).toBe(0n);
  });

  it('never gives back more than was paid over a sequence of partial refunds', () => {
    const three = [line(1, 3, '3.33'), line(2, 7, '7.77'), line(3, 1, '0.01')];
    const o = order('10.00', '1.50');
    const taken = new Map<number, Taken>();
    let refunded = 0n;
    let freightTaken = false;
    for (const [id, quantity] of [
      [2, 3],
      [1, 1],
      [2, 4],
      [3, 1],
      [1, 2],
    ] as const) {
      const q = asQuote(quote(o, three, taken, freightTaken, [{ orderLineId: id, quantity }]));
      refunded += q.total;
      freightTaken ||= q.freight > 0n;
      const held = taken.get(id) ?? { quantity: 0, amount: 0n };
      taken.set(id, { quantity: held.quantity + quantity, amount: held.amount + q.goods });
    }
    expect(refunded).toBe(toCents('10.00'));
    expect(freightTaken).toBe(true);
  });

  it('names the line that is unknown or asked for more pieces than it has', () => {
    expect(quote(paid, lines, nothingTaken, false, [{ orderLineId: 99, quantity: 1 }])).toEqual({
      kind: 'unknownLine',
      orderLineId: 99,
    });
    const taken = new Map<number, Taken>([[2, { quantity: 1, amount: 1000n }]]);
    expect(quote(paid, lines, taken, false, [{ orderLineId: 2, quantity: 1 }])).toEqual({
      kind: 'tooMany',
      orderLineId: 2,
    });
  });
});

describe('proportionOf: a refund against the order', () => {
  it('cuts down to six decimals and names a whole order 1.000000', () => {
    expect(proportionOf(1n, 3n)).toBe('0.333333');
    expect(proportionOf(2n, 3n)).toBe('0.666666');
    expect(proportionOf(3800n, 3800n)).toBe('1.000000');
    expect(proportionOf(1n, 0n)).toBe('0.000000');
  });
});

describe('checkout pricing', () => {
  const priced = (skuId: number, unitPrice: string, quantity: number, activity = false): PricedLine => ({
    productId: skuId,
    skuId,
    productName: `p${skuId}`,
    skuLabel: '',
    picture: null,
    unitPrice,
    quantity,
    lineTotal: fromCents(toCents(unitPrice) * BigInt(quantity)),
    stock: 100,
    categoryId: null,
    activity: activity ? { kind: 'seckill', id: 77 } : null,
    template: null,
    weight: '0.000',
    volume: '0.000',
  });
  const none = (): OrderSteps => ({ discounts: [], freeShipping: null });
  const flat = (fee: string) => () => fee;
  const off = (amount: bigint, eligible: boolean[], kind: 'promotion' | 'coupon' = 'coupon') => ({
    kind,
    label: kind,
    sourceId: 9,
    amount,
    eligible,
  });

  it('charges the freight once on top of the goods, in exact cents', () => {
    const { price } = applySteps(
      [priced(1, '0.10', 3), priced(2, '19.99', 1)],
      [null, null],
      none,
      flat('6.5'),
    );
    expect(price).toMatchObject({
      goodsTotal: '20.29',
      freight: '6.50',
      discountTotal: '0.00',
      discounts: [],
    });
    expect(price.payAmount).toBe('26.79');
  });

  it('prices a 0.01 order at 0.01', () => {
    expect(applySteps([priced(1, '0.01', 1)], [null], none, flat('0')).price.payAmount).toBe('0.01');
  });

  it('runs line price, then the order steps on what is left, each allocated by largest remainder', () => {
    const lines = [priced(1, '10.00', 1), priced(2, '20.00', 1), priced(3, '30.00', 1)];
    const seen: bigint[][] = [];
    const result = applySteps(
      lines,
      [null, { kind: 'memberPrice', unitPrice: '18.00', label: 'VIP', sourceId: null }, null],
      (after, eligible) => {
        seen.push(after.map((l) => l.amount));
        return {
          discounts: [off(1000n, eligible, 'promotion'), off(100n, eligible)],
          freeShipping: null,
        };
      },
      flat('5'),
    );
    // The order steps see the member price already taken: 10, 18, 30.
    expect(seen).toEqual([[1000n, 1800n, 3000n]]);
    expect(result.price.discounts.map((d) => [d.kind, d.amount])).toEqual([
      ['memberPrice', '2.00'],
      ['promotion', '10.00'],
      ['coupon', '1.00'],
    ]);
    // 10.00 over 10:18:30 → 1.7241, 3.1034, 5.1724: the left cent to the first line's .41
    expect(result.discounts[1]!.shares).toEqual(['1.73', '3.10', '5.17']);
    // 1.00 over what is left, 8.27:14.90:24.83 → 0.1722, 0.3104, 0.5172: the cent to the third's .72
    expect(result.discounts[2]!.shares).toEqual(['0.17', '0.31', '0.52']);
    const lineDiscounts = result.lines.map((l) => toCents(l.discount));
    expect(sum(lineDiscounts)).toBe(toCents(result.price.discountTotal));
    expect(result.price).toMatchObject({ goodsTotal: '60.00', discountTotal: '13.00', payAmount: '52.00' });
  });

  it('keeps activity lines out of the order steps and never takes a line below zero', () => {
    const lines = [priced(1, '100.00', 1, true), priced(2, '5.00', 2)];
    const result = applySteps(
      lines,
      [{ kind: 'activity', unitPrice: '59.00', label: 'Seckill', sourceId: 77 }, null],
      (_after, eligible) => {
        expect(eligible).toEqual([false, true]);
        return { discounts: [off(5000n, [true, true])], freeShipping: null };
      },
      flat('0'),
    );
    expect(result.discounts.map((d) => [d.kind, d.amount, d.shares])).toEqual([
      ['activity', '41.00', ['41.00', '0.00']],
      ['coupon', '10.00', ['0.00', '10.00']],
    ]);
    expect(result.lines.map((l) => l.discount)).toEqual(['41.00', '10.00']);
    expect(result.price.payAmount).toBe('59.00');
  });

  it('tests the freight against the goods as paid, and a waiver goes to no line', () => {
    const paidSeen: string[][] = [];
    const result = applySteps(
      [priced(1, '50.00', 1)],
      [null],
      (_after, eligible) => ({
        discounts: [off(500n, eligible)],
        freeShipping: () => ({ label: 'free', sourceId: 3 }),
      }),
      (paid) => {
        paidSeen.push(paid);
        return '8.00';
      },
    );
    expect(paidSeen).toEqual([['45.00']]);
    expect(result.price).toMatchObject({ freight: '0.00', discountTotal: '5.00', payAmount: '45.00' });
    expect(result.discounts.at(-1)).toMatchObject({ kind: 'freight', amount: '8.00', shares: [] });
  });

  it('merges the same SKU asked twice into one line, apart from the same SKU at an activity', () => {
    expect(
      mergeLines([
        { skuId: 5, quantity: 1 },
        { skuId: 6, quantity: 2 },
        { skuId: 5, quantity: 3 },
        { skuId: 5, quantity: 1, activity: { kind: 'seckill', id: 2 } },
      ]),
    ).toEqual([
      { skuId: 5, quantity: 4, activity: null },
      { skuId: 6, quantity: 2, activity: null },
      { skuId: 5, quantity: 1, activity: { kind: 'seckill', id: 2 } },
    ]);
  });
});
