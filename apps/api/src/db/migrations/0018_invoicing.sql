CREATE TABLE "cae_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cfe_type" integer NOT NULL,
	"series" text NOT NULL,
	"cae_id" text NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"next_number" integer NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cae_ranges_bounds" CHECK ("cae_ranges"."from_number" <= "cae_ranges"."to_number" and "cae_ranges"."next_number" between "cae_ranges"."from_number" and "cae_ranges"."to_number" + 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_kind" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"account_id" uuid,
	"email" text,
	"purpose" text NOT NULL,
	"source_key" text NOT NULL,
	"cfe_type" integer NOT NULL,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receiver" jsonb,
	"references_invoice_id" uuid,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"issuer" text,
	"series" text,
	"number" integer,
	"cae_id" text,
	"cae_from" integer,
	"cae_to" integer,
	"cae_expires_on" text,
	"exchange_rate" text,
	"totals" jsonb,
	"xml" text,
	"security_code" text,
	"qr_url" text,
	"provider_reference" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sale_kind" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cae_ranges_type_series_from" ON "cae_ranges" USING btree ("cfe_type","series","from_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_unique" ON "invoices" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("cfe_type","series","number");--> statement-breakpoint
CREATE INDEX "invoices_sale_idx" ON "invoices" USING btree ("sale_kind","sale_id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sale_events_sale_idx" ON "sale_events" USING btree ("sale_kind","sale_id","id");