CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"nutritionist_id" uuid,
	"business_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_lower" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rut" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"avatar_url" text
);
--> statement-breakpoint
CREATE TABLE "nutritionists" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"public_code" text NOT NULL,
	CONSTRAINT "nutritionists_public_code_upper" CHECK ("nutritionists"."public_code" = upper("nutritionists"."public_code"))
);
--> statement-breakpoint
CREATE TABLE "profile_family_histories" (
	"account_id" uuid NOT NULL,
	"family_history_id" integer NOT NULL,
	CONSTRAINT "profile_family_histories_account_id_family_history_id_pk" PRIMARY KEY("account_id","family_history_id")
);
--> statement-breakpoint
CREATE TABLE "profile_pathologies" (
	"account_id" uuid NOT NULL,
	"pathology_id" integer NOT NULL,
	CONSTRAINT "profile_pathologies_account_id_pathology_id_pk" PRIMARY KEY("account_id","pathology_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"height" smallint,
	"weight" smallint,
	"gender" smallint,
	"ethnicity" smallint,
	"mobile" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"reference_id" text NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyses_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consultation_offers" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sessions" integer NOT NULL,
	"max_installments" integer NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_tiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer,
	"unit_cost_cents" integer NOT NULL,
	CONSTRAINT "cost_tiers_positive" CHECK ("cost_tiers"."min_amount" >= 1 and "cost_tiers"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_histories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pathologies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_nutritionist_id_accounts_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_business_id_accounts_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionists" ADD CONSTRAINT "nutritionists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_family_histories" ADD CONSTRAINT "profile_family_histories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_family_histories" ADD CONSTRAINT "profile_family_histories_family_history_id_family_histories_id_fk" FOREIGN KEY ("family_history_id") REFERENCES "public"."family_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pathologies" ADD CONSTRAINT "profile_pathologies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pathologies" ADD CONSTRAINT "profile_pathologies_pathology_id_pathologies_id_fk" FOREIGN KEY ("pathology_id") REFERENCES "public"."pathologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "nutritionists_public_code_unique" ON "nutritionists" USING btree ("public_code");--> statement-breakpoint
CREATE INDEX "analyses_account_idx" ON "analyses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");