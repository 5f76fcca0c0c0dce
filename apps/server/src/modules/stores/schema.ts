import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** A physical branch of a company; doubles as a self-pickup point. */
export const stores = pgTable(
  'hh_stores',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    logo: text('logo'),
    phone: text('phone'),
    contact: text('contact'),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    regionName: text('region_name'),
    address: text('address'),
    latitude: numeric('latitude', { precision: 10, scale: 6 }),
    longitude: numeric('longitude', { precision: 10, scale: 6 }),
    businessHours: text('business_hours'),
    pickupEnabled: boolean('pickup_enabled').notNull().default(true),
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hh_stores_company_idx').on(t.companyId, t.id)],
);
