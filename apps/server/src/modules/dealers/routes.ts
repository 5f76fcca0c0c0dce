import { timestamp } from '@hh/shared';
import { eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { crudRoutes } from '../../lib/crud.ts';
import { contains } from '../../lib/list.ts';
import { regionInput, resolveRegion } from '../regions/index.ts';
import { regionSchema } from '../regions/routes.ts';
import { childRegions } from '../regions/service.ts';
import { dealers } from './schema.ts';

const dealerInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(60),
  contact: z.string().trim().max(30).nullable().default(null),
  phone: z
    .string()
    .trim()
    .regex(/^(1[34578]\d{9}|0\d{2,3}-?\d{7,8})$/, 'msg:phone')
    .nullable()
    .default(null),
  ...regionInput,
  address: z.string().trim().max(200).nullable().default(null),
  level: z.number().int().min(1).max(9).default(1),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  remark: z.string().trim().max(500).nullable().default(null),
});

const dealerRow = z.object({
  id: z.number(),
  name: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  districtId: z.number().nullable(),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
  level: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export function dealerRoutes(app: FastifyInstance) {
  typed(app).get('/api/hhDealer/getJdCityByPid/:pid', {
    config: { access: company('dealer:list', 'stores:list') },
    schema: {
      tags: ['dealer'],
      params: z.object({ pid: z.coerce.number().int().min(0) }),
      response: { 200: z.array(regionSchema) },
    },
    handler: async (req) => childRegions(req.params.pid),
  });

  crudRoutes(app, {
    url: '/api/hhDealer',
    table: dealers,
    entity: 'dealer',
    permission: 'dealer',
    title: { zh: '经销商管理', en: 'Dealers' },
    input: dealerInput,
    row: dealerRow,
    filters: {
      blurry: z.string().trim().max(50).optional(),
      status: z.coerce.number().int().min(0).max(1).optional(),
      level: z.coerce.number().int().min(1).max(9).optional(),
    },
    where: (f) => [
      f.blurry
        ? or(
            ilike(dealers.name, contains(f.blurry)),
            ilike(dealers.contact, contains(f.blurry)),
            ilike(dealers.phone, contains(f.blurry)),
          )
        : undefined,
      f.status === undefined ? undefined : eq(dealers.status, f.status),
      f.level === undefined ? undefined : eq(dealers.level, f.level),
    ],
    sortable: { id: dealers.id, level: dealers.level, name: dealers.name, createTime: dealers.createdAt },
    toValues: (input) => ({ ...input, ...resolveRegion(input) }),
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id as number, width: 8 },
      { header: { zh: '名称', en: 'Name' }, value: (r) => r.name as string },
      { header: { zh: '联系人', en: 'Contact' }, value: (r) => r.contact as string | null },
      { header: { zh: '电话', en: 'Phone' }, value: (r) => r.phone as string | null },
      { header: { zh: '地区', en: 'Region' }, value: (r) => r.regionName as string | null, width: 24 },
      { header: { zh: '地址', en: 'Address' }, value: (r) => r.address as string | null, width: 30 },
      { header: { zh: '级别', en: 'Level' }, value: (r) => r.level as number },
      { header: { zh: '状态', en: 'Status' }, value: (r) => r.status as number },
      { header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark as string | null, width: 30 },
    ],
  });
}
