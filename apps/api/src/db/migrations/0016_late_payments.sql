ALTER TABLE "consultation_orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "consultation_orders" ADD COLUMN "refund_payment_id" text;--> statement-breakpoint
ALTER TABLE "meal_orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "meal_orders" ADD COLUMN "refund_payment_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_preferences" ADD COLUMN "expires_at" timestamp with time zone;