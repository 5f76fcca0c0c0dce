-- The dashboard's sales for a range read only indexes: the paid orders with their pay amount and member
-- beside the pay time, the cancelled orders by cancel time, and the order lines with what the ranking sums.
CREATE INDEX "orders_sales_idx" ON "orders" USING btree ("company_id","paid_at") INCLUDE ("pay_amount","member_id") WHERE paid_at IS NOT NULL AND status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("company_id","cancelled_at") WHERE status = 'cancelled';--> statement-breakpoint
CREATE INDEX "order_lines_sales_idx" ON "order_lines" USING btree ("order_id") INCLUDE ("company_id","product_id","quantity","line_total","id");
