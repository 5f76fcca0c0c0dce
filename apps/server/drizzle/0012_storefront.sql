CREATE TABLE "shopper_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "shopper_sessions_member_idx" ON "shopper_sessions" USING btree ("company_id","member_id");
--> statement-breakpoint
CREATE INDEX "shopper_sessions_expires_idx" ON "shopper_sessions" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "shopper_cart" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_cart_line_uq" UNIQUE("company_id","member_id","sku_id"),
	CONSTRAINT "shopper_cart_quantity_ck" CHECK ("quantity" BETWEEN 1 AND 999)
);
--> statement-breakpoint
CREATE INDEX "shopper_cart_member_idx" ON "shopper_cart" USING btree ("company_id","member_id","id");
--> statement-breakpoint
CREATE TABLE "shopper_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"province_id" integer NOT NULL,
	"province_name" text NOT NULL,
	"city_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"district_id" integer,
	"district_name" text,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shopper_addresses_member_idx" ON "shopper_addresses" USING btree ("company_id","member_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_addresses_default_uq" ON "shopper_addresses" USING btree ("company_id","member_id") WHERE "is_default";
