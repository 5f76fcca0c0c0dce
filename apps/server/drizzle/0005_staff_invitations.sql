CREATE TABLE "staff_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"role_ids" bigint[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"invited_by" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_invitations_user_idx" ON "staff_invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_pending_uq" ON "staff_invitations" USING btree ("company_id","user_id") WHERE "staff_invitations"."status" = 'pending';--> statement-breakpoint
-- A company's transaction cannot see other companies' memberships (row-level security). This door
-- tells it, for one person, how many memberships they hold elsewhere and whether one of them is in
-- the platform company, so a company never writes the global row of a person it shares.
CREATE OR REPLACE FUNCTION hh_person_elsewhere(person bigint, OUT others integer, OUT platform boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT count(*)::integer, coalesce(bool_or(c.is_platform), false)
  FROM company_members m JOIN companies c ON c.id = m.company_id
  WHERE m.user_id = person
    AND m.company_id IS DISTINCT FROM nullif(current_setting('app.company_id', true), '')::bigint
$$;
--> statement-breakpoint
-- Every new membership first locks its person's row. A company about to write that row takes the
-- same lock before asking hh_person_elsewhere, so a membership committed meanwhile is always seen.
CREATE OR REPLACE FUNCTION hh_lock_member_person() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR UPDATE;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER hh_lock_member_person BEFORE INSERT ON company_members
  FOR EACH ROW EXECUTE FUNCTION hh_lock_member_person();
