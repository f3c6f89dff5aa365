DROP INDEX "meal_orders_idempotency_unique";--> statement-breakpoint
ALTER TABLE "meal_orders" ADD COLUMN "idempotency_scope" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "meal_orders" ADD COLUMN "coupon_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
UPDATE "meal_orders" SET "idempotency_scope" = 'account:' || "account_id" WHERE "account_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_orders_idempotency_scope_unique" ON "meal_orders" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_unapplied_refund_unique" ON "ledger_entries" USING btree ("reference") WHERE "ledger_entries"."kind" = 'unapplied_refund';