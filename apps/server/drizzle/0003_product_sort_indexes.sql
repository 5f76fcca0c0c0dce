CREATE INDEX "products_price_idx" ON "products" USING btree ("company_id","price","id");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("company_id","sales","id");--> statement-breakpoint
CREATE INDEX "products_sort_idx" ON "products" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("company_id","created_at","id");