-- Ledger lines the system writes carry a reason code and params the clients translate; `reason` keeps
-- the zh text for older clients. Older system lines get their code from their text.
ALTER TABLE "member_ledger" ADD COLUMN "reason_code" text;
--> statement-breakpoint
ALTER TABLE "member_ledger" ADD COLUMN "reason_params" jsonb;
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "reason_code" text;
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "reason_params" jsonb;
--> statement-breakpoint
UPDATE "member_ledger" SET "reason_code" = 'orderPay', "reason_params" = jsonb_build_object('code', substring("reason" from '^订单支付 (\S+)$'))
WHERE "reason" ~ '^订单支付 \S+$';
--> statement-breakpoint
UPDATE "member_ledger" SET "reason_code" = 'orderRefund', "reason_params" = jsonb_build_object(
  'order', substring("reason" from '^订单退款 (\S+)（售后 \S+）$'),
  'afterSale', substring("reason" from '^订单退款 \S+（售后 (\S+)）$'))
WHERE "reason" ~ '^订单退款 \S+（售后 \S+）$';
--> statement-breakpoint
UPDATE "member_ledger" SET "reason_code" = 'paymentReturn', "reason_params" = '{}'::jsonb
WHERE "reason" = '重复或无效支付退回' AND "operator_id" IS NULL;
--> statement-breakpoint
UPDATE "member_ledger" SET "reason_code" = CASE "kind" WHEN 'wallet' THEN 'openingBalance' ELSE 'openingPoints' END,
  "reason_params" = '{}'::jsonb
WHERE "reason" IN ('开户余额', '开户积分') AND "operator_id" IS NULL;
--> statement-breakpoint
UPDATE "stock_ledger" SET "reason_code" = 'order', "reason_params" = jsonb_build_object('code', substring("reason" from '^订单 (\S+)$'))
WHERE "reason" ~ '^订单 \S+$';
--> statement-breakpoint
UPDATE "stock_ledger" SET "reason_code" = 'orderCancel', "reason_params" = jsonb_build_object('code', substring("reason" from '^订单取消 (\S+)$'))
WHERE "reason" ~ '^订单取消 \S+$';
--> statement-breakpoint
UPDATE "stock_ledger" SET "reason_code" = 'afterSaleReturn', "reason_params" = jsonb_build_object('code', substring("reason" from '^售后退货入库 (\S+)$'))
WHERE "reason" ~ '^售后退货入库 \S+$';
--> statement-breakpoint
UPDATE "stock_ledger" SET "reason_code" = 'refundRestock', "reason_params" = jsonb_build_object('code', substring("reason" from '^售后退款回库 (\S+)$'))
WHERE "reason" ~ '^售后退款回库 \S+$';
