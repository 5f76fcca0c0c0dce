ALTER TABLE "order_refunds" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "order_refunds" SET "requested_at" = "created_at";--> statement-breakpoint
CREATE TABLE "payment_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"method" text NOT NULL,
	"out_refund_no" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payment_returns_payment_uq" UNIQUE("payment_id"),
	CONSTRAINT "payment_returns_out_refund_no_uq" UNIQUE("out_refund_no")
);
--> statement-breakpoint
CREATE INDEX "payment_returns_order_idx" ON "payment_returns" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_returns_company_status_idx" ON "payment_returns" USING btree ("company_id","status");
