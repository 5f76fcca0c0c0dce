CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" bigint NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"ref" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_kind_ref_uq" UNIQUE("kind","ref"),
	CONSTRAINT "jobs_last_error_len" CHECK (char_length("last_error") <= 500)
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE done_at IS NULL AND failed_at IS NULL;
