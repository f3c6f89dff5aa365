CREATE TABLE "nutrition_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"sex" smallint NOT NULL,
	"goals" smallint NOT NULL,
	"activity" smallint NOT NULL,
	"weight" real NOT NULL,
	"height" real NOT NULL,
	"age" smallint NOT NULL,
	"selected_diet" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_profiles_sex" CHECK ("nutrition_profiles"."sex" in (0, 1)),
	CONSTRAINT "nutrition_profiles_goals" CHECK ("nutrition_profiles"."goals" between 0 and 2),
	CONSTRAINT "nutrition_profiles_activity" CHECK ("nutrition_profiles"."activity" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "nutrition_profiles" ADD CONSTRAINT "nutrition_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;