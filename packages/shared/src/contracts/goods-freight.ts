import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, money, timestamp } from './common.ts';

export const FREIGHT_TEMPLATES_URL = '/api/freightTemplate';

/** Weight (kg), volume (m³) or pieces of a freight rule: a decimal string with at most three decimals. */
export const FREIGHT_UNITS_RE = /^(0|[1-9]\d{0,8})(\.\d{1,3})?$/;

const freightUnits = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(FREIGHT_UNITS_RE, 'msg:money'));

export const CHARGE_BY = ['piece', 'weight', 'volume'] as const;

const freightRuleInput = z.object({
  regionIds: z.array(z.number().int().positive()).max(40).default([]),
  first: freightUnits(),
  firstPrice: money(),
  additional: freightUnits(),
  additionalPrice: money(),
});
const freeRuleInput = z.object({
  regionIds: z.array(z.number().int().positive()).max(40),
  minCount: wholeIn(1, 100000).optional(),
  minAmount: money().optional(),
});

export const freightRuleRow = z.object({
  regionIds: z.array(z.number()),
  first: z.string(),
  firstPrice: z.string(),
  additional: z.string(),
  additionalPrice: z.string(),
});
const freeRuleRow = z.object({
  regionIds: z.array(z.number()),
  minCount: z.number().optional(),
  minAmount: z.string().optional(),
});

const freightTemplateInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  chargeBy: z.enum(CHARGE_BY),
  rules: z
    .array(freightRuleInput)
    .min(1)
    .max(50)
    .superRefine((rules, ctx) => {
      if (rules.filter((r) => r.regionIds.length === 0).length > 1) {
        ctx.addIssue({ code: 'custom', message: 'msg:freightOtherTwice' });
      }
      const ids = rules.flatMap((r) => r.regionIds);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', message: 'msg:freightRegionTwice' });
    }),
  freeRules: z.array(freeRuleInput).max(50).default([]),
  isDefault: z.boolean().default(false),
  sort: wholeIn(0, 9999).default(0),
});

export const freightTemplateRow = z.object({
  id: z.number(),
  name: z.string(),
  chargeBy: z.enum(CHARGE_BY),
  rules: z.array(freightRuleRow),
  freeRules: z.array(freeRuleRow),
  isDefault: z.boolean(),
  sort: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const freightTemplateFilter = z.object({ blurry: z.string().trim().max(40).optional() });

export const goodsFreightContract = {
  listQuery: pageQuerySchema.extend(freightTemplateFilter.shape),
  list: pageSchema(freightTemplateRow),
  one: freightTemplateRow,
  create: freightTemplateInput,
  update: freightTemplateInput.extend({ id: z.number().int().positive() }),
  remove: idList,
  calculate: z.object({
    templateId: z.number().int().positive(),
    regionId: z.number().int().positive(),
    quantity: wholeIn(1, 100000),
    units: freightUnits().optional(),
    amount: money().default('0'),
  }),
  quote: z.object({ fee: z.string(), free: z.boolean(), rule: freightRuleRow.nullable() }),
};
