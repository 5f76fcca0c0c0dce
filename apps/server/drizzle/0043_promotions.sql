-- Full-reduction rules (issue 30, slice "promotions"): 满减 / 满折 / 满额包邮 with tiers, repeat and cap,
-- scope and dates; read by the checkout's evaluator. Row-level security comes from the tenant policies.
CREATE TABLE "promotion_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"cap" numeric(12, 2),
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotion_rules_company_idx" ON "promotion_rules" USING btree ("company_id","enabled","end_at");