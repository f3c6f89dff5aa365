CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"street" text NOT NULL,
	"door_number" integer NOT NULL,
	"apartment_number" text DEFAULT '' NOT NULL,
	"corner" text DEFAULT '' NOT NULL,
	"state" smallint NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"address_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genotypes" (
	"analysis_id" uuid NOT NULL,
	"rsid" text NOT NULL,
	"genotype" text NOT NULL,
	"import_id" uuid NOT NULL,
	CONSTRAINT "genotypes_analysis_id_rsid_pk" PRIMARY KEY("analysis_id","rsid")
);
--> statement-breakpoint
CREATE TABLE "kit_distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"analysis_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"date" date,
	"schedule" smallint,
	"status" text NOT NULL,
	"agreed_date" date,
	"agreed_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_distributions_type" CHECK ("kit_distributions"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "lab_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"samples" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"date" date NOT NULL,
	"schedule" smallint NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	CONSTRAINT "slot_bookings_date_schedule_pk" PRIMARY KEY("date","schedule"),
	CONSTRAINT "slot_bookings_non_negative" CHECK ("slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_events" ADD CONSTRAINT "analysis_events_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_events" ADD CONSTRAINT "analysis_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotypes" ADD CONSTRAINT "genotypes_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_distributions" ADD CONSTRAINT "kit_distributions_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_distributions" ADD CONSTRAINT "kit_distributions_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_imports" ADD CONSTRAINT "lab_imports_operator_id_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_events_analysis_idx" ON "analysis_events" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "distributions_analysis_idx" ON "distributions" USING btree ("analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_distributions_one_live_leg" ON "kit_distributions" USING btree ("analysis_id","type") WHERE "kit_distributions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "kit_distributions_date_idx" ON "kit_distributions" USING btree ("date","schedule");