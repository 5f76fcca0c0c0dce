#!/usr/bin/env bash
# Schema ↔ migrations. The migrations in apps/server/drizzle are hand-written; the Drizzle schema
# (apps/server/src/modules/schema.ts) must describe what they build. This builds one scratch PostgreSQL
# database from the migrations and one from the schema, and compares their columns, indexes and
# constraints: whatever the schema has that the migrations lack fails the check; what only the
# migrations have (SQL-only checks, triggers' tables, extra indexes) is listed for information.
#   bash scripts/schema-check.sh                   check
#   bash scripts/schema-check.sh --write-snapshot  also make the schema's snapshot the one in
#                                                  drizzle/meta, so `npm run db:generate -w @hh/server`
#                                                  diffs against today's schema
# Needs PostgreSQL at $PG (default postgres://postgres@127.0.0.1:5432), allowed to create databases.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
PG=${PG:-postgres://postgres@127.0.0.1:5432}
work=$(mktemp -d)
suffix=$$
migr=schema_check_migr_$suffix
ts=schema_check_ts_$suffix
cleanup() {
  psql "$PG/postgres" -qc "drop database if exists $migr" -c "drop database if exists $ts" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

npx drizzle-kit generate --dialect postgresql --schema ./src/modules/schema.ts --out "$work/out" >/dev/null
psql "$PG/postgres" -qc "create database $migr" -c "create database $ts" >/dev/null
DB="$PG/$migr" node --input-type=module -e "
  import pg from 'pg';
  import { drizzle } from 'drizzle-orm/node-postgres';
  import { migrate } from 'drizzle-orm/node-postgres/migrator';
  const pool = new pg.Pool({ connectionString: process.env.DB });
  await migrate(drizzle(pool), { migrationsFolder: './drizzle' });
  await pool.end();"
psql "$PG/$ts" -qc 'create extension if not exists pg_trgm' >/dev/null
sed 's/--> statement-breakpoint//' "$work"/out/*.sql | psql "$PG/$ts" -q -v ON_ERROR_STOP=1 >/dev/null

shape="
select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' null:' || is_nullable
  || ' default:' || coalesce(column_default, '')
from information_schema.columns where table_schema = 'public' and table_name not like '__drizzle%'
union all
select 'index ' || indexdef from pg_indexes where schemaname = 'public'
union all
select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
from pg_constraint where connamespace = 'public'::regnamespace
order by 1"
psql "$PG/$migr" -At -c "$shape" >"$work/migrations.txt"
psql "$PG/$ts" -At -c "$shape" >"$work/schema.txt"
only_migrations=$(comm -23 "$work/migrations.txt" "$work/schema.txt")
only_schema=$(comm -13 "$work/migrations.txt" "$work/schema.txt")
if [ -n "$only_migrations" ]; then
  echo "In the migrations only (written in SQL, not declared in the schema):"
  echo "$only_migrations" | sed 's/^/  /'
fi
if [ -n "$only_schema" ]; then
  echo "In the schema but not built by the migrations (write the migration):"
  echo "$only_schema" | sed 's/^/  /'
  exit 1
fi
echo "The schema matches the migrations."

if [ "${1:-}" = "--write-snapshot" ]; then
  last=$(node -e "const j=require('./drizzle/meta/_journal.json');console.log(j.entries.at(-1).tag.slice(0,4))")
  rm -f drizzle/meta/*_snapshot.json
  cp "$work/out/meta/0000_snapshot.json" "drizzle/meta/${last}_snapshot.json"
  echo "Snapshot written: drizzle/meta/${last}_snapshot.json"
fi
