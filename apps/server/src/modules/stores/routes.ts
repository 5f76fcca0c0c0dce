import { timestamp } from '@hh/shared';
import { eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud.ts';
import { contains } from '../../lib/list.ts';
import { assertPlanRoom } from '../onboarding/index.ts';
import { regionInput, resolveRegion } from '../regions/index.ts';
import { stores } from './schema.ts';

const phone = z
  .string()
  .trim()
  .regex(/^(1[34578]\d{9}|0\d{2,3}-?\d{7,8})$/, 'msg:phone');
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
  phone: phone.nullable().default(null),
  contact: z.string().trim().max(30).nullable().default(null),
  ...regionInput,
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
  sort: z.number().int().min(0).max(99999).default(0),
});

const storeRow = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  contact: z.string().nullable(),
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  districtId: z.number().nullable(),
  regionName: z.string().nullable(),
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

export function storeRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    url: '/api/hhStores',
    table: stores,
    entity: 'store',
    permission: 'stores',
    title: { zh: '门店管理', en: 'Stores' },
    input: storeInput,
    row: storeRow,
    filters: {
      blurry: z.string().trim().max(50).optional(),
      status: z.coerce.number().int().min(0).max(1).optional(),
      pickupEnabled: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    },
    where: (f) => [
      f.blurry
        ? or(
            ilike(stores.name, contains(f.blurry)),
            ilike(stores.address, contains(f.blurry)),
            ilike(stores.phone, contains(f.blurry)),
          )
        : undefined,
      f.status === undefined ? undefined : eq(stores.status, f.status),
      f.pickupEnabled === undefined ? undefined : eq(stores.pickupEnabled, f.pickupEnabled),
    ],
    sortable: { id: stores.id, sort: stores.sort, name: stores.name, createTime: stores.createdAt },
    toValues: (input) => ({ ...input, ...resolveRegion(input) }),
    beforeCreate: (tx, ctx) => assertPlanRoom(tx, ctx.principal.companyId, 'stores'),
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id as number, width: 8 },
      { header: { zh: '门店名称', en: 'Name' }, value: (r) => r.name as string },
      { header: { zh: '联系人', en: 'Contact' }, value: (r) => r.contact as string | null },
      { header: { zh: '电话', en: 'Phone' }, value: (r) => r.phone as string | null },
      { header: { zh: '地区', en: 'Region' }, value: (r) => r.regionName as string | null, width: 24 },
      { header: { zh: '地址', en: 'Address' }, value: (r) => r.address as string | null, width: 30 },
      { header: { zh: '营业时间', en: 'Hours' }, value: (r) => r.businessHours as string | null },
      { header: { zh: '自提', en: 'Pickup' }, value: (r) => (r.pickupEnabled ? 1 : 0) },
      { header: { zh: '状态', en: 'Status' }, value: (r) => r.status as number },
      { header: { zh: '排序', en: 'Sort' }, value: (r) => r.sort as number },
    ],
  });
}
