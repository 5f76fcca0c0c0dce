import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** Per-company settings as key/value entries (the spec's `menuName` is the key). */
export const systemConfigs = pgTable(
  'system_configs',
  {
    id: id(),
    companyId: companyId(),
    menuName: text('menu_name').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('system_configs_key_uq').on(t.companyId, t.menuName)],
);
