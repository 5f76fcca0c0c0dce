import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../../db/columns.ts';

/** A shopper's delivery address; the region names are kept beside their codes, as chosen. At most one default. */
export const shopperAddresses = pgTable(
  'shopper_addresses',
  {
    id: id(),
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    provinceId: integer('province_id').notNull(),
    provinceName: text('province_name').notNull(),
    cityId: integer('city_id').notNull(),
    cityName: text('city_name').notNull(),
    districtId: integer('district_id'),
    districtName: text('district_name'),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shopper_addresses_member_idx').on(t.companyId, t.memberId, t.id),
    uniqueIndex('shopper_addresses_default_uq').on(t.companyId, t.memberId).where(sql`${t.isDefault}`),
  ],
);
