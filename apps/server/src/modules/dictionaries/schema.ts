import { bigint, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** A company's dictionary (statuses, levels…) loaded by name for selects and labels. */
export const dicts = pgTable(
  'dicts',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('dicts_company_name_uq').on(t.companyId, t.name)],
);

export const dictDetails = pgTable(
  'dict_details',
  {
    id: id(),
    companyId: companyId(),
    dictId: bigint('dict_id', { mode: 'number' }).notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en').notNull().default(''),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dict_details_dict_idx').on(t.dictId, t.sort),
    unique('dict_details_value_uq').on(t.dictId, t.value),
  ],
);
