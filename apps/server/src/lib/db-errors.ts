import { createHash } from 'node:crypto';
import type { MessageKey } from '../i18n/messages.ts';
import { AppError } from './errors.ts';

/** What may be logged or stored of a database error: never its query parameters nor the values it quotes. */
interface DbErrorSummary {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** A short hash of the query text, so repeats of one statement can be told apart from others. */
  query?: string;
}

interface PgLike {
  code: string;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function pgErrorOf(err: unknown): PgLike | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return e as PgLike;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function fingerprint(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 12);
}

function dbErrorSummary(err: unknown): DbErrorSummary | undefined {
  const pgErr = pgErrorOf(err);
  if (!pgErr) return undefined;
  const query = (err as { query?: unknown }).query;
  return {
    code: pgErr.code,
    constraint: text(pgErr.constraint),
    table: text(pgErr.table),
    column: text(pgErr.column),
    query: typeof query === 'string' ? fingerprint(query) : undefined,
  };
}

/** One line naming the error without any value from the request: safe for logs and the status screen. */
export function safeErrorText(err: unknown): string {
  const db = dbErrorSummary(err);
  if (db) {
    const where = [db.table, db.column, db.constraint].filter(Boolean).join('.');
    return `database error ${db.code}${where ? ` at ${where}` : ''}${db.query ? ` (query ${db.query})` : ''}`;
  }
  return err instanceof Error ? err.message : String(err);
}

/** The error as pino should see it: database errors reduced to their summary, others unchanged. */
export function loggableError(err: unknown): unknown {
  const db = dbErrorSummary(err);
  return db ? { type: 'DatabaseError', message: safeErrorText(err), ...db } : err;
}

const DATA_MESSAGES: Record<string, MessageKey> = {
  '22001': 'validation.tooLong',
  '22003': 'validation.outOfRange',
  '22007': 'validation.dateRange',
  '22008': 'validation.dateRange',
  '22009': 'validation.dateRange',
  '22021': 'validation.nul',
  '22P05': 'validation.nul',
};

/**
 * A database refusal caused by the request's values (SQLSTATE class 22, data exceptions, and the
 * integrity violations of class 23) as the 400 or 409 the person should see; undefined otherwise.
 */
export function dbInputError(err: unknown): AppError | undefined {
  const db = dbErrorSummary(err);
  if (!db) return undefined;
  const field = db.column ?? '';
  if (db.code.startsWith('22')) {
    return new AppError(400, 'error.validation', undefined, [
      { field, key: DATA_MESSAGES[db.code] ?? 'validation.badValue' },
    ]);
  }
  if (db.code === '23505') return new AppError(409, 'error.duplicate');
  if (db.code === '23503')
    return new AppError(400, 'error.validation', undefined, [{ field, key: 'validation.reference' }]);
  if (db.code === '23502' || db.code === '23514') {
    return new AppError(400, 'error.validation', undefined, [{ field, key: 'validation.badValue' }]);
  }
  return undefined;
}
