-- A role's English name: the stock roles every shop (and the platform) started with are named in
-- English too, as long as the shop kept the stock name; a name a shop typed has none and shows as typed.
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "name_en" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "roles" SET "name_en" = v."name_en"
FROM (VALUES ('owner', '店主', 'Owner'), ('manager', '店长', 'Manager'), ('clerk', '店员', 'Clerk'))
  AS v("kind", "name", "name_en")
WHERE "roles"."stock_key" = v."kind" AND "roles"."name" = v."name" AND "roles"."name_en" = '';
--> statement-breakpoint
UPDATE "roles" r SET "name_en" = 'Platform operator'
FROM "companies" c
WHERE c."id" = r."company_id" AND c."is_platform" AND r."is_admin" AND r."name" = '平台管理员' AND r."name_en" = '';
