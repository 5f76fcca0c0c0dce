import {
  FREIGHT_UNITS_RE,
  formatMoney,
  freightTemplateRow,
  type goodsFreightContract,
  type Wire,
} from '@hh/shared';
import type { CrudResource } from '../../../components/crud/types.ts';
import type { QueryParams } from '../../../http/client.ts';
import { FREIGHT_URL } from '../api.ts';
import type { ChargeBy, FreightRule, FreightTemplate } from './freightApi.ts';

export interface FreightQuery {
  blurry?: string;
}

/** Form rows keep every number as typed text; only `minCount` is a whole number. */
export interface FreeRuleForm {
  regionIds: number[];
  minCount?: number | null;
  minAmount?: string;
}

export interface FreightForm {
  name: string;
  chargeBy: ChargeBy;
  isDefault: boolean;
  sort: number;
  rules: FreightRule[];
  freeRules: FreeRuleForm[];
}

/** @internal */
export type FreightBody = Wire<typeof goodsFreightContract.create>;

export { MONEY_RE as MONEY } from '@hh/shared';

const COUNT = /^(0|[1-9]\d{0,8})$/;

/** Whether a unit amount is well formed for the charge: whole pieces, or kg / m³ with 3 decimals. */
export const validUnits = (chargeBy: ChargeBy, text: string): boolean =>
  (chargeBy === 'piece' ? COUNT : FREIGHT_UNITS_RE).test(text.trim());

/** Whether a decimal text is above zero (without turning it into a float). */
export const positive = (text: string): boolean => /[1-9]/.test(text);

const freightParams = (query: FreightQuery): QueryParams => ({
  blurry: query.blurry?.trim() || undefined,
});

export const emptyRule = (): FreightRule => ({
  regionIds: [],
  first: '1',
  firstPrice: '0',
  additional: '1',
  additionalPrice: '0',
});

export const emptyFreeRule = (): FreeRuleForm => ({ regionIds: [], minCount: null, minAmount: '' });

/** @internal */
export const emptyFreightForm = (): FreightForm => ({
  name: '',
  chargeBy: 'piece',
  isDefault: false,
  sort: 0,
  rules: [emptyRule()],
  freeRules: [],
});

/** @internal */
export const freightToForm = (row: FreightTemplate): FreightForm => ({
  name: row.name,
  chargeBy: row.chargeBy,
  isDefault: row.isDefault,
  sort: row.sort,
  rules: row.rules.map((rule) => ({ ...rule, regionIds: [...rule.regionIds] })),
  freeRules: row.freeRules.map((rule) => ({
    regionIds: [...rule.regionIds],
    minCount: rule.minCount ?? null,
    minAmount: rule.minAmount ?? '',
  })),
});

/** @internal */
export const freightToBody = (form: FreightForm): FreightBody => ({
  name: form.name.trim(),
  chargeBy: form.chargeBy,
  isDefault: form.isDefault,
  sort: form.sort ?? 0,
  rules: form.rules.map((rule) => ({
    regionIds: rule.regionIds ?? [],
    first: rule.first.trim(),
    firstPrice: formatMoney(rule.firstPrice),
    additional: rule.additional.trim(),
    additionalPrice: formatMoney(rule.additionalPrice),
  })),
  freeRules: (form.freeRules ?? []).map((rule) => {
    const amount = rule.minAmount?.trim();
    return {
      regionIds: rule.regionIds ?? [],
      ...(rule.minCount ? { minCount: rule.minCount } : {}),
      ...(amount ? { minAmount: formatMoney(amount) } : {}),
    };
  }),
});

export type RuleProblem = { kind: 'oneOther' } | { kind: 'regionTwice'; regionId: number };

/** What is wrong across the rules: two "all other regions" rules, or a province in two rules. */
export function ruleProblem(rules: readonly Pick<FreightRule, 'regionIds'>[]): RuleProblem | null {
  if (rules.filter((rule) => (rule.regionIds ?? []).length === 0).length > 1) return { kind: 'oneOther' };
  const seen = new Set<number>();
  for (const id of rules.flatMap((rule) => rule.regionIds ?? [])) {
    if (seen.has(id)) return { kind: 'regionTwice', regionId: id };
    seen.add(id);
  }
  return null;
}

export const freightResource: CrudResource<FreightTemplate, FreightForm, FreightQuery> = {
  url: FREIGHT_URL,
  row: freightTemplateRow,
  defaultQuery: {},
  toParams: freightParams,
  emptyForm: emptyFreightForm,
  toForm: freightToForm,
  toBody: freightToBody,
};
