-- The product state counters take their rows in one order (company, category, state), as row_counts'
-- and order_status_counts' triggers do. Without it, two transactions moving products between the same
-- two states (a stock fold taking one product off sale while a new product's stock puts another on
-- sale, in one category) could each insert one counter row and wait for the other's: a deadlock, seen
-- on PostgreSQL in the checkout tests.
CREATE OR REPLACE FUNCTION hh_product_states() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_state_counts AS c (company_id, category_id, state, n)
      SELECT company_id, coalesce(category_id, 0), hh_product_state(is_deleted, on_shelf, stock), count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, category_id, state) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_state_counts AS c (company_id, category_id, state, n)
      SELECT company_id, coalesce(category_id, 0), hh_product_state(is_deleted, on_shelf, stock), -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
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
      ) changed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, category_id, state) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $fn$;
