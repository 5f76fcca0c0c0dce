import { describe, expect, it } from 'vitest';
import {
  bestReduction,
  discountOf,
  freeShippingRule,
  hintFor,
  type PromotionRule,
  type ReductionLine,
} from '../src/modules/promotions/evaluate.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
let nextId = 1;

function rule(extra: Partial<PromotionRule> = {}): PromotionRule {
  return {
    id: nextId++,
    name: 'rule',
    kind: 'amount',
    tiers: [
      { threshold: '100.00', amount: '10.00', percentOff: null },
      { threshold: '200.00', amount: '25.00', percentOff: null },
    ],
    repeat: false,
    cap: null,
    scope: 'all',
    scopeIds: [],
    startAt: new Date('2026-11-01T00:00:00Z'),
    endAt: new Date('2026-12-01T00:00:00Z'),
    enabled: true,
    ...extra,
  };
}

const line = (amount: string, extra: Partial<ReductionLine> = {}): ReductionLine => ({
  productId: 1,
  categoryIds: [10, 1],
  amount,
  ...extra,
});

const percent = (percentOff: number, threshold = '100.00') => ({ threshold, amount: null, percentOff });
const cents = (r: PromotionRule, subtotal: string) =>
  discountOf(r, BigInt(Math.round(Number(subtotal) * 100)));

describe('tiers', () => {
  it('takes the highest tier reached, nothing below the first', () => {
    const r = rule();
    expect(cents(r, '99.99')).toBe(0n);
    expect(cents(r, '100.00')).toBe(1000n);
    expect(cents(r, '199.99')).toBe(1000n);
    expect(cents(r, '5000.00')).toBe(2500n);
  });

  it('repeats one tier for every multiple ("每满 100 减 10"), up to its cap', () => {
    const r = rule({ repeat: true, tiers: [{ threshold: '100.00', amount: '10.00', percentOff: null }] });
    expect(cents(r, '99.99')).toBe(0n);
    expect(cents(r, '350.00')).toBe(3000n);
    const capped = { ...r, cap: '25.00' };
    expect(cents(capped, '350.00')).toBe(2500n);
  });

  it('takes a percentage to the exact cent, half up, and its cap', () => {
    const r = rule({ kind: 'percent', tiers: [percent(15, '0.01')] });
    expect(cents(r, '0.03')).toBe(0n); // 0.45 of a cent
    expect(cents(r, '0.10')).toBe(2n); // 1.5 cents → 2
    expect(cents(r, '33.33')).toBe(500n); // 499.95 → 500
    expect(cents(r, '123.45')).toBe(1852n); // 1851.75 → 1852
    expect(cents({ ...r, cap: '10.00' }, '123.45')).toBe(1000n);
    const tiered = rule({ kind: 'percent', tiers: [percent(5), percent(10, '300.00')] });
    expect(cents(tiered, '299.99')).toBe(1500n);
    expect(cents(tiered, '300.00')).toBe(3000n);
  });
});

describe('the best rule', () => {
  it('picks the largest discount over the eligible lines; the older rule on a tie', () => {
    const small = rule({ name: 'small' });
    const big = rule({ name: 'big', kind: 'percent', tiers: [percent(20)] });
    const same = rule({ name: 'same', kind: 'percent', tiers: [percent(20)] });
    const best = bestReduction([small, same, big], [line('60.00'), line('90.00')], NOW);
    expect(best).toMatchObject({ ruleId: big.id, discount: '30.00', lines: [0, 1] });
  });

  it('counts only the scope: chosen products, categories (a parent counts its children), all but chosen', () => {
    const lines = [
      line('80.00', { productId: 1, categoryIds: [11, 1] }),
      line('50.00', { productId: 2, categoryIds: [20] }),
    ];
    const products = rule({ scope: 'products', scopeIds: [2] });
    expect(bestReduction([products], lines, NOW)).toBeNull();
    const parent = rule({ scope: 'categories', scopeIds: [1, 20] });
    expect(bestReduction([parent], lines, NOW)).toMatchObject({ discount: '10.00', lines: [0, 1] });
    const except = rule({ scope: 'exceptProducts', scopeIds: [2] });
    expect(bestReduction([except], lines, NOW)).toBeNull();
    expect(bestReduction([except], [...lines, line('30.00', { productId: 3 })], NOW)).toMatchObject({
      lines: [0, 2],
      discount: '10.00',
    });
  });

  it('never counts or discounts an activity line', () => {
    const r = rule();
    expect(bestReduction([r], [line('90.00'), line('500.00', { activity: true })], NOW)).toBeNull();
    expect(bestReduction([r], [line('100.00'), line('500.00', { activity: true })], NOW)?.lines).toEqual([0]);
  });

  it('runs from its start (included) to its end (excluded), only switched on', () => {
    const lines = [line('100.00')];
    expect(bestReduction([rule({ startAt: NOW })], lines, NOW)).not.toBeNull();
    expect(bestReduction([rule({ endAt: NOW })], lines, NOW)).toBeNull();
    expect(bestReduction([rule({ startAt: new Date(NOW.getTime() + 1) })], lines, NOW)).toBeNull();
    expect(bestReduction([rule({ enabled: false })], lines, NOW)).toBeNull();
  });
});

describe('free shipping', () => {
  const ship = (threshold: string, extra: Partial<PromotionRule> = {}) =>
    rule({ kind: 'freeShipping', tiers: [{ threshold, amount: null, percentOff: null }], ...extra });

  it('is a separate benefit, tested on the goods as given (after the discounts), never a discount', () => {
    const r = ship('99.00');
    expect(bestReduction([r], [line('500.00')], NOW)).toBeNull();
    expect(freeShippingRule([r], [line('98.99')], NOW)).toBeNull();
    expect(freeShippingRule([r], [line('99.00')], NOW)).toMatchObject({ ruleId: r.id, discount: '0.00' });
    expect(
      freeShippingRule([ship('10.00', { scope: 'products', scopeIds: [9] })], [line('99.00')], NOW),
    ).toBeNull();
  });

  it('the hint tests it after the full reduction: 105 less 10 off is below 99', () => {
    const hint = hintFor([rule(), ship('99.00')], [line('60.00'), line('45.00')], NOW);
    expect(hint.reduction).toMatchObject({ discount: '10.00' });
    expect(hint.freeShipping).toBeNull();
    expect(hint.nextFreeShipping).toMatchObject({ missing: '4.00' });
    const reached = hintFor([rule(), ship('99.00')], [line('60.00'), line('49.00')], NOW);
    expect(reached.freeShipping).not.toBeNull();
    expect(reached.nextFreeShipping).toBeNull();
  });
});

describe('the hint', () => {
  it('says how much more for the next tier ("再买 ¥12.00 可减 ¥25.00")', () => {
    const r = rule();
    expect(hintFor([r], [line('188.00')], NOW).next).toMatchObject({
      ruleId: r.id,
      missing: '12.00',
      discount: '25.00',
    });
    expect(hintFor([r], [line('40.00')], NOW)).toMatchObject({
      reduction: null,
      next: { missing: '60.00', discount: '10.00' },
    });
    expect(hintFor([r], [line('200.00')], NOW).next).toBeNull();
    expect(hintFor([r], [], NOW).next).toBeNull();
  });

  it('names the next multiple of a repeating rule until its cap, and a percentage tier', () => {
    const repeat = rule({
      repeat: true,
      cap: '20.00',
      tiers: [{ threshold: '100.00', amount: '10.00', percentOff: null }],
    });
    expect(hintFor([repeat], [line('150.00')], NOW).next).toMatchObject({
      missing: '50.00',
      discount: '20.00',
    });
    expect(hintFor([repeat], [line('250.00')], NOW).next).toBeNull();
    const pct = rule({ kind: 'percent', tiers: [percent(5), percent(10, '300.00')] });
    expect(hintFor([pct], [line('250.00')], NOW).next).toMatchObject({
      missing: '50.00',
      percentOff: 10,
      discount: '30.00',
    });
  });

  it('offers only a step worth more than the best now, the nearest one', () => {
    const best = rule({ kind: 'percent', tiers: [percent(30, '10.00')] });
    const weak = rule();
    expect(hintFor([best, weak], [line('90.00')], NOW).next).toBeNull();
    const far = rule({ tiers: [{ threshold: '500.00', amount: '100.00', percentOff: null }] });
    const near = rule({ tiers: [{ threshold: '120.00', amount: '30.00', percentOff: null }] });
    expect(hintFor([far, near, weak], [line('110.00')], NOW).next).toMatchObject({
      ruleId: near.id,
      missing: '10.00',
    });
  });
});
