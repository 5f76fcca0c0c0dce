CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "product_state_counts" (
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"state" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "product_state_counts_company_id_category_id_state_pk" PRIMARY KEY("company_id","category_id","state")
);
--> statement-breakpoint
CREATE INDEX "products_alive_stock_idx" ON "products" USING btree ("company_id","stock") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("name" gin_trgm_ops,"keywords" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION hh_product_state(is_deleted boolean, on_shelf boolean, stock integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN is_deleted THEN 'recycle'
    WHEN on_shelf AND stock > 0 THEN 'onSale'
    WHEN on_shelf THEN 'onShelfEmpty'
    WHEN stock > 0 THEN 'offShelf'
    ELSE 'offShelfEmpty'
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hh_product_states() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_state_counts AS c (company_id, category_id, state, n)
      SELECT company_id, coalesce(category_id, 0), hh_product_state(is_deleted, on_shelf, stock), count(*)
      FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (company_id, category_id, state) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_state_counts AS c (company_id, category_id, state, n)
      SELECT company_id, coalesce(category_id, 0), hh_product_state(is_deleted, on_shelf, stock), -count(*)
      FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (company_id, category_id, state) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    -- Only rows whose state or category changed touch the counters, so most stock changes stay lock-free.
    INSERT INTO product_state_counts AS c (company_id, category_id, state, n)
      SELECT company_id, category_id, state, sum(d) FROM (
        SELECT o.company_id, coalesce(o.category_id, 0) AS category_id,
            hh_product_state(o.is_deleted, o.on_shelf, o.stock) AS state, -1 AS d
          FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE o.category_id IS DISTINCT FROM w.category_id
            OR hh_product_state(o.is_deleted, o.on_shelf, o.stock) <> hh_product_state(w.is_deleted, w.on_shelf, w.stock)
        UNION ALL
        SELECT w.company_id, coalesce(w.category_id, 0), hh_product_state(w.is_deleted, w.on_shelf, w.stock), 1
          FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE o.category_id IS DISTINCT FROM w.category_id
            OR hh_product_state(o.is_deleted, o.on_shelf, o.stock) <> hh_product_state(w.is_deleted, w.on_shelf, w.stock)
      ) changed GROUP BY 1, 2, 3
    ON CONFLICT (company_id, category_id, state) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER hh_product_states_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_product_states();
--> statement-breakpoint
CREATE TRIGGER hh_product_states_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_product_states();
--> statement-breakpoint
CREATE TRIGGER hh_product_states_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_product_states();
--> statement-breakpoint
INSERT INTO product_state_counts (company_id, category_id, state, n)
  SELECT company_id, coalesce(category_id, 0), hh_product_state(is_deleted, on_shelf, stock), count(*)
  FROM products GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Row-level security keeps non-leakproof operators such as ILIKE away from indexes. This door
-- runs the trigram search as the owner, but only ever within the transaction's own company.
CREATE OR REPLACE FUNCTION hh_product_search(pattern text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM products
  WHERE company_id = nullif(current_setting('app.company_id', true), '')::bigint
    AND (name ILIKE pattern OR keywords ILIKE pattern)
$$;
