DROP INDEX "payout_statements_month_unique";--> statement-breakpoint
ALTER TABLE "card_sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_refund_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_refund_close" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_month_unique" ON "payout_statements" USING btree ("nutritionist_id","month","currency");