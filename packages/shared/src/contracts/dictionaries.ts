import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

export const DICTS_URL = '/api/dict';
export const DICT_DETAILS_URL = '/api/dictDetail';

export const DICT_NAME_RE = /^[a-z][a-z0-9_]{1,49}$/;

/** The descriptions of the dictionaries every company starts with, by dictionary name, in both languages. */
export const STOCK_DICT_DESCRIPTIONS: Readonly<Record<string, { zh: string; en: string }>> = {
  user_status: { zh: '会员状态', en: 'Member status' },
  store_status: { zh: '门店状态', en: 'Store status' },
  dealer_status: { zh: '经销商状态', en: 'Dealer status' },
  dealer_level: { zh: '经销商级别', en: 'Dealer level' },
  member_level: { zh: '会员等级', en: 'Member level' },
  after_sale_reason: { zh: '售后原因', en: 'After-sale reasons' },
  sex: { zh: '性别', en: 'Sex' },
};

/** A dictionary's description as a reader of `lang` sees it: a stock one the shop kept, in English in English. */
export function dictDescriptionIn(dict: { name: string; description?: string }, lang: string): string {
  const stock = STOCK_DICT_DESCRIPTIONS[dict.name];
  if (stock && lang.startsWith('en') && stock.zh === dict.description) return stock.en;
  return dict.description ?? '';
}

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
