import { sql } from 'drizzle-orm';
import type { Drizzle } from './client.ts';

export const TENANT_ROLE = 'hh_tenant';

/**
 * The second wall: every table with a company_id column gets row-level security restricting the
 * tenant role to the company of the transaction (app.company_id). Tables added later are covered
 * at the next start without anyone remembering to write a policy. Idempotent.
 */
export async function ensureTenantPolicies(db: Drizzle): Promise<void> {
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
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
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
