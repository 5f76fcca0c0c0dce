import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { contactPhone, idList, timestamp } from './common.ts';
import { regionColumns, regionFields, regionRow } from './regions.ts';

export const DEALERS_URL = '/api/hhDealer';

const dealerInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(60),
  contact: z.string().trim().max(30).nullable().default(null),
  phone: contactPhone().nullable().default(null),
  ...regionFields,
  address: z.string().trim().max(200).nullable().default(null),
  level: wholeIn(1, 9).default(1),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  remark: z.string().trim().max(500).nullable().default(null),
});

export const dealerRow = z.object({
  id: z.number(),
  name: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  ...regionColumns,
  address: z.string().nullable(),
  level: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const dealerFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  level: z.coerce.number().int().min(1).max(9).optional(),
});

export const dealersContract = {
  listQuery: pageQuerySchema.extend(dealerFilter.shape),
  list: pageSchema(dealerRow),
  exportQuery: dealerFilter,
  one: dealerRow,
  create: dealerInput,
  update: dealerInput.extend({ id: z.number().int().positive() }),
  remove: idList,
  /** `GET {DEALERS_URL}/getJdCityByPid/:pid`: the regions under `pid` (0: the provinces). */
  regionsParams: z.object({ pid: z.coerce.number().int().min(0) }),
  regions: z.array(regionRow),
};
