import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../../db/columns.ts';

export interface SpecOption {
  name: string;
  values: string[];
}

/** A saved option set (e.g. colour + size) a merchant applies to new products. */
export const specTemplates = pgTable('spec_templates', {
  id: id(),
  companyId: companyId(),
  name: text('name').notNull(),
  specs: jsonb('specs').$type<SpecOption[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
