CREATE TABLE "spec_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"name" text NOT NULL,
	"specs" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
