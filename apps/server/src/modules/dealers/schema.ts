import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** A reseller or distributor of a company. */
export const dealers = pgTable(
  'hh_dealer',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    contact: text('contact'),
    phone: text('phone'),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    regionName: text('region_name'),
    address: text('address'),
    level: integer('level').notNull().default(1),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hh_dealer_company_idx').on(t.companyId, t.id)],
);
