-- A product's stock total leaves the order's transaction too: an order's stock change marks its
-- ledger line, and the fold that counts sales re-derives the marked lines' products from their SKUs
-- after the commit. Lines written before are folded already.
ALTER TABLE "stock_ledger" ADD COLUMN "product_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "stock_ledger_product_pending_idx" ON "stock_ledger" USING btree ("company_id","id") WHERE product_pending;
