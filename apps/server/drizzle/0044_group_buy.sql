-- Group buy (拼团, issue 30): activities (one product, its SKUs at group prices with their own activity
-- stock, group size, hours a group stays open, limits, optional virtual success), groups (seats taken and
-- paid moved by one guarded update each, never past the size) and their seats (one live seat per member
-- and group, one per order).
CREATE TABLE "group_buy_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"title" text NOT NULL,
	"product_id" bigint NOT NULL,
	"group_size" integer NOT NULL,
	"hours_open" integer NOT NULL,
	"unpaid_minutes" integer DEFAULT 15 NOT NULL,
	"per_order_limit" integer,
	"per_member_limit" integer,
	"virtual_success_percent" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_activities_size_ck" CHECK ("group_buy_activities"."group_size" >= 2)
);
--> statement-breakpoint
CREATE TABLE "group_buy_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"leader_id" bigint NOT NULL,
	"size" integer NOT NULL,
	"seats_taken" integer DEFAULT 1 NOT NULL,
	"seats_paid" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_groups_seats_ck" CHECK ("group_buy_groups"."seats_paid" >= 0 and "group_buy_groups"."seats_paid" <= "group_buy_groups"."seats_taken" and "group_buy_groups"."seats_taken" <= "group_buy_groups"."size")
);
--> statement-breakpoint
CREATE TABLE "group_buy_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"leader" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_buy_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_buy_skus_sold_ck" CHECK ("group_buy_skus"."sold" >= 0 and "group_buy_skus"."sold" <= "group_buy_skus"."stock"),
	CONSTRAINT "group_buy_skus_price_ck" CHECK ("group_buy_skus"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "group_buy_groups" ADD CONSTRAINT "group_buy_groups_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_seats" ADD CONSTRAINT "group_buy_seats_group_id_group_buy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_buy_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_skus" ADD CONSTRAINT "group_buy_skus_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_activities_company_idx" ON "group_buy_activities" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "group_buy_groups_company_idx" ON "group_buy_groups" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "group_buy_groups_activity_idx" ON "group_buy_groups" USING btree ("activity_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_seats_member_uq" ON "group_buy_seats" USING btree ("group_id","member_id") WHERE "group_buy_seats"."state" in ('reserved', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_seats_order_uq" ON "group_buy_seats" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "group_buy_seats_activity_member_idx" ON "group_buy_seats" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_skus_activity_sku_uq" ON "group_buy_skus" USING btree ("activity_id","sku_id");