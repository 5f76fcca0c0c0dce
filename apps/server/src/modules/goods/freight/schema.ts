import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../../db/columns.ts';

export interface FreightRule {
  /** Province ids; empty means every region not named by another rule. */
  regionIds: number[];
  first: string;
  firstPrice: string;
  additional: string;
  additionalPrice: string;
}

export interface FreeRule {
  regionIds: number[];
  minCount?: number;
  minAmount?: string;
}

export const freightTemplates = pgTable('freight_templates', {
  id: id(),
  companyId: companyId(),
  name: text('name').notNull(),
  chargeBy: text('charge_by').$type<'piece' | 'weight' | 'volume'>().notNull(),
  rules: jsonb('rules').$type<FreightRule[]>().notNull(),
  freeRules: jsonb('free_rules').$type<FreeRule[]>().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
