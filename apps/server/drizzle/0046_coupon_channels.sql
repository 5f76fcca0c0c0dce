-- Coupons (issue 30, slice "coupons-more"): the new-member and after-purchase channels. An issue may ask
-- a least paid amount of the order that gives its coupon; a member coupon given by such a channel says
-- what for ('join', 'order:<id>'), once per issue and member, so a job run again never gives twice.
ALTER TABLE "coupon_issues" ADD COLUMN "min_pay_amount" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "given_for" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_given_for_uq" ON "member_coupons" USING btree ("issue_id","member_id","given_for") WHERE "member_coupons"."given_for" IS NOT NULL;
