import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../i18n/messages.ts';
import { roles } from './schema.ts';

/**
 * A role's name in the reader's language (`roleNameIn` of @hh/shared, in SQL); `name`/`nameEn` name the
 * columns where a query reaches the table under an alias.
 */
export function roleNameSql(
  lang: Lang,
  name: AnyColumn | SQL = roles.name,
  nameEn: AnyColumn | SQL = roles.nameEn,
): SQL<string> {
  return lang === 'en' ? sql<string>`coalesce(nullif(${nameEn}, ''), ${name})` : sql<string>`${name}`;
}
