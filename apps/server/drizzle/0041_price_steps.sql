-- The pricing pipeline: an order keeps its price steps (each breakdown line with every order line's
-- share of it), and each line what the steps took off it in all and the activity it was bought at.
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount" numeric(12, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "activity_kind" text;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "activity_id" bigint;
