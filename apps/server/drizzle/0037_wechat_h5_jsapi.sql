-- Which WeChat Pay product a provider payment was made with (native, h5, jsapi; null for the sandbox):
-- a tap reuses the live payment only when it is for the same product.
ALTER TABLE "order_payments" ADD COLUMN "channel" text;
--> statement-breakpoint
CREATE TABLE "wechat_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"back" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "wechat_oauth_states_expires_idx" ON "wechat_oauth_states" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "shopper_wechat_openids" (
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_wechat_openids_company_id_member_id_app_id_pk" PRIMARY KEY("company_id","member_id","app_id")
);
