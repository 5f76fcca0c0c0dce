-- Row counters spread over shards (by connection, as order_status_counts): every insert into a
-- company-owned table used to upsert the one (table, company) row and hold it until commit, so one
-- company's concurrent writers queued on it. Readers sum a table's shards; the existing rows are shard 0.
ALTER TABLE "row_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "row_counts" DROP CONSTRAINT "row_counts_table_name_company_id_pk";--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_table_name_company_id_shard_pk" PRIMARY KEY("table_name","company_id","shard");
