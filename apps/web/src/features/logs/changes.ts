/** One changed field of an audit line: its name, the value before and the value after. */
export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

/** Keys and bookkeeping every row has; they say nothing about what the person changed. */
const BOOKKEEPING = new Set(['id', 'uid', 'companyId', 'createdAt', 'updatedAt', 'passwordHash']);

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldChanges(before: Record_ | null, after: Record_ | null): Change[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields
    .filter((field) => !BOOKKEEPING.has(field))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => !same(c.before, c.after) && !(isBlank(c.before) && isBlank(c.after)));
}

/**
 * The change table of an audit line: field by field when the line recorded rows (an update shows
 * what differs, a creation or deletion every filled field), else one `value` row (a list of ids).
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (isBlank(before) && isBlank(after)) return [];
  const rows = (isRecord(before) || isBlank(before)) && (isRecord(after) || isBlank(after));
  if (rows) return fieldChanges(isRecord(before) ? before : null, isRecord(after) ? after : null);
  return [{ field: 'value', before: before ?? null, after: after ?? null }];
}
