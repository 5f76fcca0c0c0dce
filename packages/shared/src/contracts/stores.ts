import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { contactPhone, idList, timestamp } from './common.ts';
import { regionColumns, regionFields } from './regions.ts';

export const STORES_URL = '/api/hhStores';

const coordinate = (max: number) =>
  z
    .number()
    .min(-max, 'msg:coordinate')
    .max(max, 'msg:coordinate')
    .nullable()
    .default(null)
    .transform((v) => (v === null ? null : v.toFixed(6)));

const storeInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(60),
  logo: z.string().trim().max(500).nullable().default(null),
  phone: contactPhone().nullable().default(null),
  contact: z.string().trim().max(30).nullable().default(null),
  ...regionFields,
  address: z.string().trim().max(200).nullable().default(null),
  latitude: coordinate(90),
  longitude: coordinate(180),
  businessHours: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, 'msg:hours')
    .nullable()
    .default(null),
  pickupEnabled: z.boolean().default(true),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  sort: wholeIn(0, 99999).default(0),
});

export const storeRow = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  contact: z.string().nullable(),
  ...regionColumns,
  address: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  businessHours: z.string().nullable(),
  pickupEnabled: z.boolean(),
  status: z.number(),
  sort: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const storeFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  pickupEnabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const storesContract = {
  listQuery: pageQuerySchema.extend(storeFilter.shape),
  list: pageSchema(storeRow),
  exportQuery: storeFilter,
  one: storeRow,
  create: storeInput,
  update: storeInput.extend({ id: z.number().int().positive() }),
  remove: idList,
};
