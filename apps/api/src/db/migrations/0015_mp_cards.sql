CREATE TABLE "provider_customers" (
	"account_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_sessions" ADD COLUMN "instrument_id" uuid;--> statement-breakpoint
ALTER TABLE "card_sessions" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "card_sessions" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD COLUMN "provider_card_id" text;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD COLUMN "issuer_id" text;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD COLUMN "bin" text;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD COLUMN "issuer_image_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refund_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_customers" ADD CONSTRAINT "provider_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_customers_account_gateway" ON "provider_customers" USING btree ("account_id","gateway");--> statement-breakpoint
ALTER TABLE "card_sessions" ADD CONSTRAINT "card_sessions_instrument_id_payment_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."payment_instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_sessions_instrument_idx" ON "card_sessions" USING btree ("instrument_id");