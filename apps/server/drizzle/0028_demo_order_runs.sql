-- The demo orders of one demo shop, made in the background after the server listens: how far the run
-- got (moments played, the ids of the orders made so far) so a restart resumes it, and the lease of
-- the server making them so two servers on one database never both do.
CREATE TABLE "demo_order_runs" (
  "company_id" bigint PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "staff_id" bigint NOT NULL,
  "staff_username" text NOT NULL,
  "shoppers" integer NOT NULL,
  "orders_total" integer NOT NULL,
  "planned_at" timestamp with time zone NOT NULL,
  "inputs" jsonb,
  "moments_done" integer DEFAULT 0 NOT NULL,
  "orders_made" integer DEFAULT 0 NOT NULL,
  "order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "owner" text,
  "lease_until" timestamp with time zone,
  "finished_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
