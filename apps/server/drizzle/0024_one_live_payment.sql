ALTER TABLE "order_payments" ADD COLUMN "pay_url" text;
--> statement-breakpoint
UPDATE "order_payments" SET "status" = 'closed', "closed_at" = now()
WHERE "status" = 'pending' AND "id" NOT IN (
	SELECT max("id") FROM "order_payments" WHERE "status" = 'pending' GROUP BY "order_id"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_one_pending_uq" ON "order_payments" USING btree ("order_id") WHERE "status" = 'pending';
