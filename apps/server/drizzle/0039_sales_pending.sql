-- Product sales leave the payment's transaction: a payment marks its order, and a fold (after the
-- commit, and at every job poll) adds the marked orders' quantities to their products' sales and
-- clears the mark, so the hot product row is no longer written by every payment. Orders paid before
-- are counted already.
ALTER TABLE "orders" ADD COLUMN "sales_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_sales_pending_idx" ON "orders" USING btree ("company_id","id") WHERE sales_pending;
