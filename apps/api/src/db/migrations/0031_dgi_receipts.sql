CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"applies_on" date NOT NULL,
	"rate" text NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_applies_on_pk" PRIMARY KEY("currency","applies_on")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_source" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dgi_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dgi_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dgi_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dgi_next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dgi_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaces_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_by_id" uuid;--> statement-breakpoint
CREATE INDEX "invoices_dgi_pending_idx" ON "invoices" USING btree ("dgi_next_check_at") WHERE "invoices"."dgi_status" = 'pending';--> statement-breakpoint
-- Issue 38: DGI's CAE has 11 digits. The development ranges created before (one per type, CAE
-- '90' || type || '0000001', 12 digits) take the 11-digit form the code now creates.
UPDATE "cae_ranges" SET "cae_id" = '9' || "cfe_type" || '0000001' WHERE "cae_id" = '90' || "cfe_type" || '0000001';
