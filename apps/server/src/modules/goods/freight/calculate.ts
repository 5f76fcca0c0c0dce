import { fromCents, toCents, toMilli } from '@hh/shared';
import type { FreeRule, FreightRule } from './schema.ts';

/** Regions are GB/T 2260 codes: the first two digits name the province. */
const provinceOf = (regionId: number) => Number(String(regionId).slice(0, 2));

const covers = (regionIds: number[], province: number) => regionIds.includes(province);

interface FreightInput {
  chargeBy: 'piece' | 'weight' | 'volume';
  rules: FreightRule[];
  freeRules: FreeRule[];
  regionId: number;
  /** Pieces, or total weight (kg) / volume (m³) as decimal text. */
  units: string;
  quantity: number;
  amount: string;
}

/**
 * The freight of an order line: the rule for the buyer's province (or the default rule), the
 * first units at the first price, every started block of further units at its price; free when
 * a free-shipping rule of that province is met. Integers only, so no rounding surprises.
 */
export function calculateFreight(input: FreightInput): {
  fee: string;
  free: boolean;
  rule: FreightRule | null;
} {
  const province = provinceOf(input.regionId);
  const free = input.freeRules.some(
    (f) =>
      covers(f.regionIds, province) &&
      ((f.minCount !== undefined && input.quantity >= f.minCount) ||
        (f.minAmount !== undefined && toCents(input.amount) >= toCents(f.minAmount))),
  );
  const rule =
    input.rules.find((r) => covers(r.regionIds, province)) ??
    input.rules.find((r) => r.regionIds.length === 0) ??
    null;
  if (free || !rule) return { fee: '0.00', free, rule };
  const units = toMilli(input.units);
  const first = toMilli(rule.first);
  const step = toMilli(rule.additional);
  let fee = toCents(rule.firstPrice);
  if (units > first && step > 0n) {
    const blocks = (units - first + step - 1n) / step;
    fee += blocks * toCents(rule.additionalPrice);
  }
  return { fee: fromCents(fee), free, rule };
}
