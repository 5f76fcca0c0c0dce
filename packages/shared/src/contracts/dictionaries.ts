import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

export const DICTS_URL = '/api/dict';
export const DICT_DETAILS_URL = '/api/dictDetail';

export const DICT_NAME_RE = /^[a-z][a-z0-9_]{1,49}$/;

const dictInput = z.object({
  name: z.string().trim().regex(DICT_NAME_RE, 'msg:dictName'),
  description: z.string().trim().max(200).default(''),
});

export const dictRow = dictInput.extend({ id: z.number(), createdAt: timestamp(), updatedAt: timestamp() });

export const dictFilter = z.object({ blurry: z.string().trim().max(50).optional() });

/** An entry names its dictionary by `dictId` or (the spec's form) `dict.id`. */
const dictDetailInput = z.object({
  dictId: z.number().int().positive().optional(),
  dict: z.object({ id: z.number().int().positive() }).optional(),
  label: z.string().trim().min(1, 'msg:required').max(60),
  labelEn: z.string().trim().max(80).default(''),
  value: z.string().trim().min(1, 'msg:required').max(60),
  sort: wholeIn(0, 99999).default(0),
});

/** An entry as a reader of the dictionary needs it (select options, tags). */
export const dictEntry = z.object({
  id: z.number(),
  dictId: z.number(),
  label: z.string(),
  labelEn: z.string(),
  value: z.string(),
  sort: z.number(),
});

const dictDetailRow = dictEntry.extend({ createdAt: timestamp(), updatedAt: timestamp() });

export const dictionariesContract = {
  listQuery: pageQuerySchema.extend(dictFilter.shape),
  list: pageSchema(dictRow),
  exportQuery: dictFilter,
  one: dictRow,
  create: dictInput,
  update: dictInput.extend({ id: z.number().int().positive() }),
  remove: idList,
  detailQuery: pageQuerySchema.extend({
    dictName: z.string().trim().min(1).max(50).optional(),
    dictId: z.coerce.number().int().positive().optional(),
    label: z.string().trim().max(60).optional(),
  }),
  details: pageSchema(dictDetailRow),
  createDetail: dictDetailInput,
  updateDetail: dictDetailInput.extend({ id: z.number().int().positive() }),
  detail: dictDetailRow,
};
