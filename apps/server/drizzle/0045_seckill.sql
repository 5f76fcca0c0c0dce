-- Seckill (issue 30, slice "seckill"): each shop's daily slots, activities of one product on a date
-- range in chosen slots, activity SKUs as their own rows (price, activity stock moved by guarded updates,
-- member limits), what each order took (the limits count it, a cancel returns it once) and the activity
-- stock's ledger. Every existing shop gets the default slots (new shops get them at set-up).
CREATE TABLE "seckill_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"name" text NOT NULL,
	"product_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"slot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unpaid_minutes" integer DEFAULT 5 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"seckill_sku_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seckill_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_order" integer DEFAULT 1 NOT NULL,
	"per_day" integer,
	"per_activity" integer,
	CONSTRAINT "seckill_skus_stock_ck" CHECK ("seckill_skus"."stock" >= 0),
	CONSTRAINT "seckill_skus_sold_ck" CHECK ("seckill_skus"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seckill_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"start_hour" integer NOT NULL,
	"hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seckill_slots_fit_ck" CHECK ("seckill_slots"."start_hour" >= 0 and "seckill_slots"."hours" >= 1 and "seckill_slots"."start_hour" + "seckill_slots"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "seckill_stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"seckill_sku_id" bigint NOT NULL,
	"change" integer NOT NULL,
	"after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seckill_skus" ADD CONSTRAINT "seckill_skus_activity_id_seckill_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."seckill_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seckill_activities_company_idx" ON "seckill_activities" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "seckill_activities_product_idx" ON "seckill_activities" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "seckill_purchases_member_idx" ON "seckill_purchases" USING btree ("member_id","seckill_sku_id","day");--> statement-breakpoint
CREATE INDEX "seckill_purchases_order_idx" ON "seckill_purchases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seckill_purchases_activity_idx" ON "seckill_purchases" USING btree ("activity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_skus_activity_sku_uq" ON "seckill_skus" USING btree ("activity_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_slots_company_start_uq" ON "seckill_slots" USING btree ("company_id","start_hour");--> statement-breakpoint
CREATE INDEX "seckill_stock_ledger_sku_idx" ON "seckill_stock_ledger" USING btree ("seckill_sku_id","id");--> statement-breakpoint
INSERT INTO "seckill_slots" ("company_id", "start_hour", "hours")
SELECT c."id", s.start_hour, s.hours
FROM "companies" c
CROSS JOIN (VALUES (5, 2), (7, 3), (10, 2), (12, 3), (15, 4), (19, 2)) AS s(start_hour, hours)
WHERE NOT c."is_platform"
ON CONFLICT DO NOTHING;
