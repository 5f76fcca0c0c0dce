import { type SQL, sql } from 'drizzle-orm';

/** What the start-up DDL needs of a database (the Drizzle handle, without importing the client). */
export interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

export const TENANT_ROLE = 'hh_tenant';

/** Tables the tenant role may not touch at all. */
const TENANT_ONLY_SYSTEM = [
  'app_secrets',
  'sms_codes',
  'captchas',
  'login_failures',
  'ws_tickets',
  'role_grants',
];
/** Tables the tenant role may read but never change (the platform changes them as owner). */
const TENANT_READ_ONLY = ['menus', 'plans', 'store_categories'];

/**
 * Company-owned tables never listed whole (an order's lines, timeline, payments, timers, pre-orders):
 * no counter, since each order would pay for keeping it; `companyRowCount` counts their rows instead.
 */
export const UNCOUNTED_TABLES: readonly string[] = [
  'order_lines',
  'order_events',
  'order_payments',
  'order_pre_orders',
  'jobs',
  'seckill_purchases',
  'seckill_stock_ledger',
];

/**
 * Statement triggers keeping row_counts exact (see row-counts-schema.ts): each adds its statement's
 * rows, or takes them away, in the shard of its connection.
 */
const SHARDS = 16;

const countChange = (rows: string, sign: string) => `
  INSERT INTO row_counts AS c (table_name, company_id, shard, n)
    SELECT TG_TABLE_NAME, company_id, pg_backend_pid() % ${SHARDS}, ${sign}count(*) FROM ${rows}
    WHERE company_id IS NOT NULL GROUP BY company_id ORDER BY company_id
  ON CONFLICT (table_name, company_id, shard) DO UPDATE SET n = c.n + EXCLUDED.n;`;

/**
 * This connection's row counter of `table` in the transaction's company, made if need be and locked
 * now: for a statement whose insert into `table` must hold it before a row it takes later in the same
 * statement (the counting trigger only runs at the statement's end). An upsert, not a `select … for
 * update`: a shard row another connection made after this statement's snapshot is invisible to a
 * select, which would lock nothing, and the trigger would then wait for that row while holding the
 * later one (a deadlock, seen by bench:orders on a fresh database).
 */
export const holdingRowCount = (table: string) =>
  sql`insert into row_counts as c (table_name, company_id, shard, n)
    values (${table}::text, nullif(current_setting('app.company_id', true), '')::bigint, pg_backend_pid() % ${sql.raw(String(SHARDS))}, 0)
    on conflict (table_name, company_id, shard) do update set n = c.n returning 1`;

const COUNT_INSERTED = `
CREATE OR REPLACE FUNCTION hh_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN${countChange('new_rows', '')}
  RETURN NULL;
END $fn$`;

const COUNT_DELETED = `
CREATE OR REPLACE FUNCTION hh_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN${countChange('old_rows', '-')}
  RETURN NULL;
END $fn$`;

/**
 * The second wall: every table with a company_id column gets row-level security restricting the
 * tenant role to the company of the transaction (app.company_id). Tables added later are covered
 * at the next start without anyone remembering to write a policy. Idempotent.
 */
export async function ensureTenantPolicies(db: SqlRunner): Promise<void> {
  await db.execute(sql.raw(COUNT_INSERTED));
  await db.execute(sql.raw(COUNT_DELETED));
  await db.execute(
    sql.raw(`
DO $$
DECLARE t record;
BEGIN
  BEGIN
    CREATE ROLE ${TENANT_ROLE} NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  EXECUTE 'GRANT USAGE ON SCHEMA public TO ${TENANT_ROLE}';
  EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${TENANT_ROLE}';
  EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${TENANT_ROLE}';
  -- Signing keys, codes, captchas, sign-in failures and socket tickets are the system's only; the platform's catalogues are read-only to tenants.
  EXECUTE 'REVOKE ALL ON ${TENANT_ONLY_SYSTEM.join(', ')} FROM ${TENANT_ROLE}';
  EXECUTE 'REVOKE INSERT, UPDATE, DELETE ON ${TENANT_READ_ONLY.join(', ')} FROM ${TENANT_ROLE}';
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    IF t.table_name IN (${UNCOUNTED_TABLES.map((t) => `'${t}'`).join(', ')}) THEN
      IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'hh_count_ins' AND tgrelid = format('public.%I', t.table_name)::regclass) THEN
        EXECUTE format('DROP TRIGGER hh_count_ins ON %I', t.table_name);
        EXECUTE format('DROP TRIGGER hh_count_del ON %I', t.table_name);
        EXECUTE format('DELETE FROM row_counts WHERE table_name = %L', t.table_name);
      END IF;
    ELSIF t.table_name <> 'row_counts' AND NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'hh_count_ins' AND tgrelid = format('public.%I', t.table_name)::regclass) THEN
      EXECUTE format('CREATE TRIGGER hh_count_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hh_count_inserted()', t.table_name);
      EXECUTE format('CREATE TRIGGER hh_count_del AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hh_count_deleted()', t.table_name);
      EXECUTE format('DELETE FROM row_counts WHERE table_name = %L', t.table_name);
      EXECUTE format('INSERT INTO row_counts (table_name, company_id, n) SELECT %L, company_id, count(*) FROM %I WHERE company_id IS NOT NULL GROUP BY company_id', t.table_name, t.table_name);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.table_name AND policyname = 'tenant_wall') THEN
      EXECUTE format('CREATE POLICY tenant_wall ON %I TO ${TENANT_ROLE} USING (company_id = nullif(current_setting(''app.company_id'', true), '''')::bigint) WITH CHECK (company_id IS NOT DISTINCT FROM nullif(current_setting(''app.company_id'', true), '''')::bigint)', t.table_name);
    END IF;
  END LOOP;
  ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'companies' AND policyname = 'tenant_wall') THEN
    CREATE POLICY tenant_wall ON companies TO ${TENANT_ROLE} USING (id = nullif(current_setting('app.company_id', true), '')::bigint) WITH CHECK (id = nullif(current_setting('app.company_id', true), '')::bigint);
  END IF;
END $$;`),
  );
}
