type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

const isPresent = (value: QueryValue): value is string | number | boolean =>
  value !== undefined && value !== null && value !== '';

/** Query text in the spec's convention: empty values left out, arrays repeated unindexed (`a=1&a=2`). */
export function toQueryString(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (isPresent(item)) query.append(key, String(item));
  }
  return query.toString();
}
