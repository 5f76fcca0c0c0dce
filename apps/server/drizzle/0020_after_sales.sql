-- After-sales: what an order gave back, never more than it was paid (the CHECK holds it under any race).
ALTER TABLE "orders" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_paid" CHECK (refunded_amount >= 0 AND refunded_amount <= pay_amount);--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"code" text NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"amount_requested" numeric(12, 2) NOT NULL,
	"freight_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"amount_approved" numeric(12, 2),
	"amount_refunded" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refund_to" text,
	"return_address" jsonb,
	"return_express_code" text,
	"return_express_name" text,
	"return_tracking_no" text,
	"restocked" boolean,
	"reject_reason" text,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_code_uq" UNIQUE("company_id","code"),
	CONSTRAINT "after_sales_amounts" CHECK (amount_requested > 0 AND (amount_approved IS NULL OR amount_approved <= amount_requested) AND amount_refunded <= amount_requested)
);
--> statement-breakpoint
CREATE TABLE "after_sale_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_pictures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"after_sale_id" bigint,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint,
	"method" text NOT NULL,
	"out_refund_no" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_refunds_out_refund_no_uq" UNIQUE("out_refund_no"),
	CONSTRAINT "order_refunds_after_sale_uq" UNIQUE("after_sale_id")
);
--> statement-breakpoint
CREATE TABLE "after_sale_settings" (
	"company_id" bigint PRIMARY KEY DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"apply_window_days" integer DEFAULT 7 NOT NULL,
	"auto_approve_days" integer DEFAULT 0 NOT NULL,
	"return_ship_days" integer DEFAULT 7 NOT NULL,
	"return_address" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "after_sales_company_status_idx" ON "after_sales" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_company_created_idx" ON "after_sales" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_member_idx" ON "after_sales" USING btree ("company_id","member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_after_sale_idx" ON "after_sale_lines" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_order_line_idx" ON "after_sale_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sale_pictures_member_idx" ON "after_sale_pictures" USING btree ("company_id","member_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_pictures_after_sale_idx" ON "after_sale_pictures" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_events_after_sale_idx" ON "after_sale_events" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_finished_idx" ON "order_refunds" USING btree ("company_id","finished_at");--> statement-breakpoint
-- The reasons a shopper may give, for every company that has none yet (new companies get them at setup).
INSERT INTO "dicts" ("company_id", "name", "description")
  SELECT c.id, 'after_sale_reason', '售后原因' FROM "companies" c
  WHERE NOT EXISTS (SELECT 1 FROM "dicts" d WHERE d.company_id = c.id AND d.name = 'after_sale_reason');--> statement-breakpoint
INSERT INTO "dict_details" ("company_id", "dict_id", "value", "label", "label_en", "sort")
  SELECT d.company_id, d.id, v.value, v.label, v.label_en, v.sort FROM "dicts" d
  CROSS JOIN (VALUES
    ('notWanted', '不想要了', 'No longer wanted', 1),
    ('wrongItem', '商家发错货', 'Wrong item sent', 2),
    ('quality', '质量问题', 'Quality problem', 3),
    ('damaged', '商品破损', 'Arrived damaged', 4),
    ('notAsDescribed', '与描述不符', 'Not as described', 5),
    ('missingParts', '少件漏发', 'Parts missing', 6),
    ('notReceived', '未收到货', 'Not received', 7),
    ('other', '其他', 'Other', 8)
  ) AS v(value, label, label_en, sort)
  WHERE d.name = 'after_sale_reason'
    AND NOT EXISTS (SELECT 1 FROM "dict_details" x WHERE x.dict_id = d.id);
