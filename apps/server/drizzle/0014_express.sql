CREATE TABLE "express_companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "express_companies_code_uq" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE INDEX "express_companies_sort_idx" ON "express_companies" USING btree ("company_id","sort","id");
--> statement-breakpoint
CREATE TABLE "express_tracking_cache" (
	"company_id" bigint DEFAULT nullif(current_setting('app.company_id', true), '')::bigint NOT NULL,
	"express_code" text NOT NULL,
	"tracking_no" text NOT NULL,
	"result" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "express_tracking_cache_company_id_express_code_tracking_no_pk" PRIMARY KEY("company_id","express_code","tracking_no")
);
--> statement-breakpoint
CREATE INDEX "express_tracking_cache_fetched_idx" ON "express_tracking_cache" USING btree ("company_id","fetched_at");
--> statement-breakpoint
-- The shops that existed before get the default couriers (the same list as modules/express/defaults.ts).
INSERT INTO "express_companies" ("company_id", "code", "name", "sort")
SELECT c."id", d."code", d."name", d."sort"
FROM "companies" c
CROSS JOIN (VALUES
	('SF', '顺丰速运', 1),
	('ZTO', '中通快递', 2),
	('YTO', '圆通速递', 3),
	('YD', '韵达速递', 4),
	('STO', '申通快递', 5),
	('JD', '京东物流', 6),
	('EMS', 'EMS', 7),
	('YZPY', '邮政快递包裹', 8),
	('JTSD', '极兔速递', 9),
	('DBL', '德邦快递', 10),
	('HTKY', '百世快递', 11),
	('ZJS', '宅急送', 12),
	('ANE', '安能物流', 13),
	('KYSY', '跨越速运', 14)
) AS d("code", "name", "sort")
WHERE c."is_platform" = false;
