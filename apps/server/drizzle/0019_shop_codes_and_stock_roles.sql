-- A storefront sign-in code belongs to the shop it was sent for (null: staff scenes).
ALTER TABLE "sms_codes" ADD COLUMN IF NOT EXISTS "shop_id" bigint;
--> statement-breakpoint
-- The roles every shop starts with (seed/roles.ts COMPANY_ROLES), marked so later menu entries reach them.
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "stock_key" text;
--> statement-breakpoint
-- Shops made before: their stock roles are told from custom ones by the seeded name and level.
UPDATE "roles" r
SET "stock_key" = CASE WHEN r."name" = '店长' THEN 'manager' ELSE 'clerk' END
FROM "companies" c
WHERE c."id" = r."company_id" AND NOT c."is_platform" AND NOT r."is_admin" AND r."stock_key" IS NULL
  AND ((r."name" = '店长' AND r."level" = 2) OR (r."name" = '店员' AND r."level" = 3));
--> statement-breakpoint
-- Stock roles made before the courier list and the order desk existed get what the seed now gives:
-- managers every courier and order permission but order:priceAgain; clerks the courier list and
-- the order list, detail, ship and verify. (Where these menu rows appear only at the next start,
-- the start's menu sync grants them: seed/roles.ts grantNewEntries.)
INSERT INTO "role_menus" ("company_id", "role_id", "menu_id")
SELECT r."company_id", r."id", m."id"
FROM "roles" r
JOIN "menus" m ON m."permission" IN (
	'express:list', 'express:add', 'express:edit', 'express:del',
	'order:list', 'order:detail', 'order:add', 'order:ship', 'order:tracking', 'order:price',
	'order:remark', 'order:cancel', 'order:verify', 'order:export', 'order:batchShip', 'order:settings'
)
WHERE r."stock_key" = 'manager'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menus" ("company_id", "role_id", "menu_id")
SELECT r."company_id", r."id", m."id"
FROM "roles" r
JOIN "menus" m ON m."permission" IN ('express:list', 'order:list', 'order:detail', 'order:ship', 'order:verify')
WHERE r."stock_key" = 'clerk'
ON CONFLICT DO NOTHING;
