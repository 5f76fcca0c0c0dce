CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"delivery_type" text NOT NULL,
	"store_id" bigint,
	"receiver_name" text DEFAULT '' NOT NULL,
	"receiver_phone" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"region_name" text,
	"address" text,
	"goods_total" numeric(12, 2) NOT NULL,
	"freight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pay_amount" numeric(12, 2) NOT NULL,
	"original_pay_amount" numeric(12, 2),
	"price_change_count" integer DEFAULT 0 NOT NULL,
	"pay_method" text,
	"pay_deadline" timestamp with time zone NOT NULL,
	"buyer_note" text DEFAULT '' NOT NULL,
	"staff_remark" text DEFAULT '' NOT NULL,
	"pickup_code" text,
	"shipping_kind" text,
	"express_code" text,
	"express_name" text,
	"tracking_no" text,
	"courier_name" text,
	"courier_phone" text,
	"pre_order_key" text NOT NULL,
	"cancel_reason" text,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_uq" UNIQUE("company_id","code"),
	CONSTRAINT "orders_pre_order_uq" UNIQUE("company_id","pre_order_key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"sku_label" text DEFAULT '' NOT NULL,
	"picture" text,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"method" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_txn_id" text,
	"raw_callback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "order_payments_out_trade_no_uq" UNIQUE("out_trade_no")
);
--> statement-breakpoint
CREATE TABLE "order_payment_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(12, 2),
	"provider_txn_id" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_pre_orders" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"company_id" bigint PRIMARY KEY DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"cancel_unpaid_minutes" integer DEFAULT 30 NOT NULL,
	"auto_receive_days" integer DEFAULT 7 NOT NULL,
	"auto_complete_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_status_counts_company_id_status_shard_pk" PRIMARY KEY("company_id","status","shard")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_pickup_code_uq" ON "orders" USING btree ("company_id","pickup_code") WHERE pickup_code IS NOT NULL AND status IN ('unpaid', 'toVerify');--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("company_id","member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_paid_idx" ON "orders" USING btree ("company_id","paid_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_payment_notices_payment_idx" ON "order_payment_notices" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "order_pre_orders_expires_idx" ON "order_pre_orders" USING btree ("expires_at");--> statement-breakpoint
-- The desk's tabs read these counters instead of counting orders. Rows whose status did not change
-- leave them alone; each connection writes its own shard, so concurrent checkouts never queue on one row.
CREATE OR REPLACE FUNCTION hh_order_statuses() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_counts AS c (company_id, status, shard, n)
      SELECT company_id, status, pg_backend_pid() % 8, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, status, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_counts AS c (company_id, status, shard, n)
      SELECT company_id, status, pg_backend_pid() % 8, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, status, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_status_counts AS c (company_id, status, shard, n)
      SELECT company_id, status, pg_backend_pid() % 8, sum(d) FROM (
        SELECT o.company_id, o.status, -1 AS d FROM old_rows o JOIN new_rows w ON w.id = o.id WHERE o.status <> w.status
        UNION ALL
        SELECT w.company_id, w.status, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id WHERE o.status <> w.status
      ) changed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, status, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER hh_order_statuses_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_statuses();
--> statement-breakpoint
CREATE TRIGGER hh_order_statuses_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_statuses();
--> statement-breakpoint
CREATE TRIGGER hh_order_statuses_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_statuses();
