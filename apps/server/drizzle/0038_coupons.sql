-- Coupons (issue 30, first slice): templates (money terms, scope, validity), issues (claim window,
-- total/remaining/claimed moved together by one guarded update per coupon, per-member limits) and
-- members' coupons (the terms as claimed; used_at/used_order_id wait for checkout's redemption).
CREATE TABLE "coupon_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2),
	"percent_off" integer,
	"max_discount" numeric(12, 2),
	"threshold" numeric(12, 2) DEFAULT '0' NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"valid_days" integer,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"claim_start" timestamp with time zone NOT NULL,
	"claim_end" timestamp with time zone NOT NULL,
	"total" integer,
	"remaining" integer,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_member" integer DEFAULT 1 NOT NULL,
	"per_member_daily" integer,
	"member_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel" text DEFAULT 'centre' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_issues_remaining_ck" CHECK ("coupon_issues"."remaining" >= 0),
	CONSTRAINT "coupon_issues_claimed_ck" CHECK ("coupon_issues"."claimed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2),
	"percent_off" integer,
	"max_discount" numeric(12, 2),
	"threshold" numeric(12, 2) DEFAULT '0' NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"claim_day" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" bigint
);
--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_issue_id_coupon_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."coupon_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_issues_company_idx" ON "coupon_issues" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "coupon_issues_template_idx" ON "coupon_issues" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "coupon_templates_company_idx" ON "coupon_templates" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("company_id","member_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "member_coupons_issue_member_idx" ON "member_coupons" USING btree ("issue_id","member_id","claim_day");--> statement-breakpoint
CREATE INDEX "member_coupons_company_idx" ON "member_coupons" USING btree ("company_id","id");