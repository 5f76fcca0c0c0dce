import type { AuditAction, AuditEntity } from '@hh/shared';
import { now } from '../lib/clock.ts';
import type { UserContext } from '../lib/context.ts';
import { auditLogs } from './audit-logs-schema.ts';
import type { Tx } from './client.ts';

const SECRET_KEY = /pass|secret|token|hash|key$/i;

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && v != null ? '***' : mask(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  /** Only the listed kinds and actions, so the log can name each in both languages. */
  entity: AuditEntity;
  entityId: string | number | null;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change of data in the transaction that made it: who, what, from where. The company is
 * the one the transaction runs for (none for a person's own profile), filled in by the database.
 */
export async function audit(tx: Tx, ctx: UserContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    userId: ctx.principal.userId,
    username: ctx.principal.username,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    before: entry.before === undefined ? null : mask(entry.before),
    after: entry.after === undefined ? null : mask(entry.after),
    ip: ctx.ip,
    createdAt: now(),
  });
}
