import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Secrets the server makes for itself at first start (the token key, the sandbox payment key): kept with the data. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
