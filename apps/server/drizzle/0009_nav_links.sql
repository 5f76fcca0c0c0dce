ALTER TABLE "nav_items" ADD COLUMN "link" jsonb;
--> statement-breakpoint
UPDATE "nav_items" SET "link" = CASE "nav_url"
	WHEN '/pages/index/index' THEN '{"kind":"page","page":"home"}'::jsonb
	WHEN '/pages/category/index' THEN '{"kind":"page","page":"category"}'::jsonb
	WHEN '/pages/cart/index' THEN '{"kind":"page","page":"cart"}'::jsonb
	WHEN '/pages/user/index' THEN '{"kind":"page","page":"user"}'::jsonb
	WHEN '/pages/order/list' THEN '{"kind":"page","page":"orders"}'::jsonb
	WHEN '/pages/coupon/index' THEN '{"kind":"page","page":"coupons"}'::jsonb
	ELSE jsonb_build_object('kind', 'url', 'url', "nav_url")
END;
--> statement-breakpoint
ALTER TABLE "nav_items" ALTER COLUMN "link" SET NOT NULL;
