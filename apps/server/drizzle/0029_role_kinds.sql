-- Every shop role a kind (owner, manager, clerk; null for a shop's own roles): the owner role each
-- shop started with is marked as such beside the manager and clerk roles of migration 0019.
UPDATE "roles" r
SET "stock_key" = 'owner'
FROM "companies" c
WHERE c."id" = r."company_id" AND NOT c."is_platform" AND r."is_admin" AND r."stock_key" IS NULL
  AND r."name" = '店主' AND r."level" = 1;
--> statement-breakpoint
-- Which permission each role kind was given once (seed/roles.ts grantRoleKinds): a permission a
-- later release adds to a kind reaches the existing shops' roles of that kind at the next start, and
-- one a shop then takes away stays away.
CREATE TABLE IF NOT EXISTS "role_grants" (
	"kind" text NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("kind", "permission")
);
--> statement-breakpoint
-- What the manager and clerk roles were given before this release (migration 0019 and the seed).
INSERT INTO "role_grants" ("kind", "permission")
SELECT 'manager', p FROM unnest(ARRAY[
	'user:list', 'user:add', 'user:edit', 'user:del', 'roles:list', 'roles:add', 'roles:edit', 'roles:del',
	'log:list', 'stores:list', 'stores:add', 'stores:edit', 'stores:del', 'dealer:list', 'dealer:add',
	'dealer:edit', 'dealer:del', 'systemConfig:edit', 'nav:list', 'nav:edit', 'decoration:list',
	'decoration:edit', 'decoration:publish', 'express:list', 'express:add', 'express:edit', 'express:del',
	'member:list', 'member:add', 'member:edit', 'member:money', 'dict:list', 'media:list', 'media:upload',
	'media:edit', 'media:del', 'product:list', 'product:add', 'product:edit', 'product:del', 'product:stock',
	'goodsCategory:list', 'goodsCategory:add', 'goodsCategory:edit', 'goodsCategory:del', 'spec:list',
	'spec:add', 'spec:edit', 'spec:del', 'freight:list', 'freight:add', 'freight:edit', 'freight:del',
	'order:list', 'order:detail', 'order:add', 'order:ship', 'order:tracking', 'order:price',
	'order:remark', 'order:cancel', 'order:verify', 'order:export', 'order:batchShip', 'order:settings'
]) AS p
UNION ALL
SELECT 'clerk', p FROM unnest(ARRAY[
	'user:list', 'member:list', 'stores:list', 'dealer:list', 'express:list', 'product:list',
	'product:stock', 'goodsCategory:list', 'order:list', 'order:detail', 'order:ship', 'order:verify'
]) AS p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Menu rows only a shop uses (orders, goods, the shop's settings, members): the platform company
-- does not show them.
ALTER TABLE "menus" ADD COLUMN IF NOT EXISTS "shop_only" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
WITH RECURSIVE shop AS (
	SELECT "id" FROM "menus" WHERE "pid" = 0 AND "name" IN ('Order', 'Goods', 'Shop', 'Member')
	UNION ALL
	SELECT m."id" FROM "menus" m JOIN shop s ON m."pid" = s."id"
)
UPDATE "menus" SET "shop_only" = true WHERE "id" IN (SELECT "id" FROM shop);
