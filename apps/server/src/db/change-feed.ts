import { sql } from 'drizzle-orm';
import { CHANGES_CHANNEL } from '../lib/change-feed.ts';
import { type SqlRunner, TENANT_ROLE } from './tenant-policies.ts';

/*
 * Under the tenant role row-level security confines a statement to the transaction's company, so
 * the company can be named; any other writer (the system, platform operators) may have touched
 * every company, and global tables (people, sessions) concern all of them.
 */
const NOTIFY_CHANGE = `
CREATE OR REPLACE FUNCTION hh_notify_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE company text := '*';
BEGIN
  IF TG_ARGV[0] = 'company' AND current_user = '${TENANT_ROLE}' THEN
    company := coalesce(nullif(current_setting('app.company_id', true), ''), '*');
  END IF;
  PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME || '|' || company);
  RETURN NULL;
END $fn$`;

/**
 * Every table announces its writes when they commit (PostgreSQL delivers notifications only for
 * committed transactions, once per distinct payload per transaction), so each server can tell
 * whether what it cached is still true. Tables added later get the trigger at the next start.
 */
export async function ensureChangeFeed(db: SqlRunner): Promise<void> {
  await db.execute(sql.raw(NOTIFY_CHANGE));
  await db.execute(
    sql.raw(`
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT tb.table_name,
      EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = 'public'
        AND c.table_name = tb.table_name AND c.column_name = 'company_id') OR tb.table_name = 'companies' AS owned
    FROM information_schema.tables tb
    WHERE tb.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'hh_changed' AND tgrelid = format('public.%I', tb.table_name)::regclass)
  LOOP
    EXECUTE format('CREATE TRIGGER hh_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION hh_notify_change(%L)',
      t.table_name, CASE WHEN t.owned THEN 'company' ELSE 'global' END);
  END LOOP;
END $$;`),
  );
}
