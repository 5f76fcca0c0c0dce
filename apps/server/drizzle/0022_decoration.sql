CREATE TABLE "deco_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"terminal" integer DEFAULT 3 NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"draft" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"published_version" integer,
	"published_revision" integer,
	"published_at" timestamp with time zone,
	"last_version" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deco_pages_terminal_idx" ON "deco_pages" USING btree ("company_id","terminal","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "deco_pages_home_uq" ON "deco_pages" USING btree ("company_id","terminal") WHERE is_home;
--> statement-breakpoint
CREATE TABLE "deco_page_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"page_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_by" text,
	"restored_from" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deco_page_versions_uq" UNIQUE("page_id","version")
);
--> statement-breakpoint
ALTER TABLE "deco_page_versions" ADD CONSTRAINT "deco_page_versions_page_id_deco_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."deco_pages"("id") ON DELETE cascade ON UPDATE no action;
