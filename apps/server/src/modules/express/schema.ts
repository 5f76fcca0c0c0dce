import type { TrackingState } from '@hh/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** A courier a company ships with (yshop `yx_express`): its provider code, name, place and whether it is offered. */
export const expressCompanies = pgTable(
  'express_companies',
  {
    id: id(),
    companyId: companyId(),
    /** The code the tracking providers know (Kdniao style, upper case); fixed once added. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('express_companies_code_uq').on(t.companyId, t.code),
    index('express_companies_sort_idx').on(t.companyId, t.sort, t.id),
  ],
);

/** What a stored trace holds: the normalised answer, times as ISO strings. */
export interface CachedTracking {
  state: TrackingState;
  traces: { time: string; text: string; location?: string }[];
  provider: string;
}

/** The last answer of the tracking provider per shipment, shared by every server until it is stale. */
export const expressTrackingCache = pgTable(
  'express_tracking_cache',
  {
    companyId: companyId(),
    expressCode: text('express_code').notNull(),
    trackingNo: text('tracking_no').notNull(),
    result: jsonb('result').$type<CachedTracking>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.expressCode, t.trackingNo] }),
    index('express_tracking_cache_fetched_idx').on(t.companyId, t.fetchedAt),
  ],
);
