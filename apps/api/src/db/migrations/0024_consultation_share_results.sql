CREATE TABLE "consultation_nutritionist_profiles" (
	"nutritionist_id" uuid PRIMARY KEY NOT NULL,
	"license_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_orders" ADD COLUMN "share_results" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_orders" ADD COLUMN "share_results_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_nutritionist_profiles" ADD CONSTRAINT "consultation_nutritionist_profiles_nutritionist_id_accounts_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;