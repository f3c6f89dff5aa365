CREATE TABLE "payout_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nutritionist_id" uuid NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_cents" integer,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "statement_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_nutritionist_id_accounts_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_month_unique" ON "payout_statements" USING btree ("nutritionist_id","month");--> statement-breakpoint
CREATE INDEX "payout_statements_status_idx" ON "payout_statements" USING btree ("status","month");--> statement-breakpoint
CREATE INDEX "commissions_statement_idx" ON "commissions" USING btree ("statement_id");