import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalCompanyId } from './columns.ts';

/**
 * One line per change of data, written by the service that made the change, in its transaction
 * (lib/audit.ts): every module writes it, so the table sits with the database layer.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    companyId: optionalCompanyId(),
    userId: bigint('user_id', { mode: 'number' }),
    username: text('username'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_company_idx').on(t.companyId, t.id)],
);
