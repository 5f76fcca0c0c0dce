import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

export const SPEC_TEMPLATES_URL = '/api/specTemplate';

/** One option of a product (e.g. colour) and its values. */
export const specOption = z.object({
  name: z.string().trim().min(1, 'msg:required').max(20),
  values: z.array(z.string().trim().min(1).max(30)).min(1).max(30),
});

export const specOptionRow = z.object({ name: z.string(), values: z.array(z.string()) });

/** Every combination of the options' values, in option order, as `red,S` keys. */
export function specKeys(specs: z.output<typeof specOption>[]): string[] {
  return specs.reduce<string[]>(
    (keys, option) => keys.flatMap((k) => option.values.map((v) => (k ? `${k},${v}` : v))),
    [''],
  );
}

const specTemplateInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  specs: z.array(specOption).min(1).max(3),
  sort: wholeIn(0, 9999).default(0),
});

export const specTemplateRow = z.object({
  id: z.number(),
  name: z.string(),
  specs: z.array(specOptionRow),
  sort: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const specTemplateFilter = z.object({ blurry: z.string().trim().max(40).optional() });

export const goodsSpecsContract = {
  listQuery: pageQuerySchema.extend(specTemplateFilter.shape),
  list: pageSchema(specTemplateRow),
  one: specTemplateRow,
  create: specTemplateInput,
  update: specTemplateInput.extend({ id: z.number().int().positive() }),
  remove: idList,
};
