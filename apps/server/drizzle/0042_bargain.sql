-- Bargain (砍价, issue 30): activities (one SKU from a start price to a floor by the member's first cut
-- and N helpers, hours per bargain inside the activity's dates, limits, stock taken at purchase),
-- members' bargains (the terms as started; price and helpers moved together by one guarded update per
-- cut, never below the floor nor past the helpers needed) and their cuts (one per person per bargain).
CREATE TABLE "bargain_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"title" text NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"start_price" numeric(12, 2) NOT NULL,
	"floor_price" numeric(12, 2) NOT NULL,
	"helpers_needed" integer NOT NULL,
	"hours_limit" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"buy_any_price" boolean DEFAULT false NOT NULL,
	"buy_minutes" integer DEFAULT 60 NOT NULL,
	"starts_per_member" integer DEFAULT 1 NOT NULL,
	"helps_per_day" integer,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bargain_activities_stock_ck" CHECK ("bargain_activities"."stock" >= 0),
	CONSTRAINT "bargain_activities_floor_ck" CHECK ("bargain_activities"."floor_price" > 0 and "bargain_activities"."floor_price" < "bargain_activities"."start_price")
);
--> statement-breakpoint
CREATE TABLE "bargains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"start_price" numeric(12, 2) NOT NULL,
	"floor_price" numeric(12, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"helpers_needed" integer NOT NULL,
	"helpers" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'progress' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"buy_by" timestamp with time zone,
	"order_id" bigint,
	"bought_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bargains_price_ck" CHECK ("bargains"."price" >= "bargains"."floor_price"),
	CONSTRAINT "bargains_helpers_ck" CHECK ("bargains"."helpers" >= 0 and "bargains"."helpers" <= "bargains"."helpers_needed")
);
--> statement-breakpoint
CREATE TABLE "bargain_cuts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"bargain_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"initiator" boolean DEFAULT false NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"price_after" numeric(12, 2) NOT NULL,
	"cut_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bargain_cuts_amount_ck" CHECK ("bargain_cuts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_activity_id_bargain_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."bargain_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_cuts" ADD CONSTRAINT "bargain_cuts_bargain_id_bargains_id_fk" FOREIGN KEY ("bargain_id") REFERENCES "public"."bargains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bargain_activities_company_idx" ON "bargain_activities" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "bargains_company_idx" ON "bargains" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "bargains_activity_member_idx" ON "bargains" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bargain_cuts_member_uq" ON "bargain_cuts" USING btree ("bargain_id","member_id");--> statement-breakpoint
CREATE INDEX "bargain_cuts_helper_day_idx" ON "bargain_cuts" USING btree ("activity_id","member_id","cut_day");
