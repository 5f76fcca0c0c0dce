ALTER TABLE "order_settings" ADD COLUMN "max_unpaid_orders" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "max_sku_quantity" integer DEFAULT 20 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "reprice_max_percent" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
-- A member disabled or deleted loses every open shopper session, so enabling the member again does
-- not bring an old token back.
CREATE OR REPLACE FUNCTION hh_member_sessions_revoke() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE shopper_sessions s SET revoked_at = now()
    FROM old_rows o
    WHERE s.company_id = o.company_id AND s.member_id = o.uid AND s.revoked_at IS NULL;
  ELSE
    UPDATE shopper_sessions s SET revoked_at = now()
    FROM old_rows o JOIN new_rows n ON n.uid = o.uid
    WHERE s.company_id = o.company_id AND s.member_id = o.uid AND s.revoked_at IS NULL
      AND o.status = 1 AND n.status <> 1;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER hh_member_sessions_revoke_upd AFTER UPDATE ON members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_member_sessions_revoke();
--> statement-breakpoint
CREATE TRIGGER hh_member_sessions_revoke_del AFTER DELETE ON members
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hh_member_sessions_revoke();
