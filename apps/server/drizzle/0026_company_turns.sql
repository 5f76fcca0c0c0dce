CREATE TABLE "company_turns" (
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_turns_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
