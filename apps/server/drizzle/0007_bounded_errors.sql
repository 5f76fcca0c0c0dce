ALTER TABLE "server_errors" ADD COLUMN "fingerprint" text;--> statement-breakpoint
UPDATE "server_errors" SET "fingerprint" = 'legacy-' || "id";--> statement-breakpoint
ALTER TABLE "server_errors" ALTER COLUMN "fingerprint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "server_errors" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "server_errors" ADD COLUMN "last_seen" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "server_errors_fingerprint_idx" ON "server_errors" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "server_errors_last_seen_idx" ON "server_errors" USING btree ("last_seen");--> statement-breakpoint
CREATE TABLE "product_imports" (
	"company_id" bigint PRIMARY KEY DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
