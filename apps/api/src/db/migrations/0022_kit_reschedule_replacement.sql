ALTER TABLE "analyses" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "replacement_reason" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "replacement_note" text;--> statement-breakpoint
ALTER TABLE "kit_distributions" ADD COLUMN "rescheduled_from" date;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_replaces_id_analyses_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;