CREATE TABLE "user_stores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL REFERENCES "hh_stores"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_stores_uq" ON "user_stores" USING btree ("company_id","user_id","store_id");
--> statement-breakpoint
CREATE INDEX "user_stores_store_idx" ON "user_stores" USING btree ("store_id");
--> statement-breakpoint
CREATE TABLE "order_verify_tries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_verify_tries_user_idx" ON "order_verify_tries" USING btree ("company_id","user_id","created_at");
--> statement-breakpoint
-- The desk lists newest first by id (the list convention's default sort): one index range per tab.
CREATE INDEX "orders_company_id_idx" ON "orders" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "orders_company_status_id_idx" ON "orders" USING btree ("company_id","status","id");
