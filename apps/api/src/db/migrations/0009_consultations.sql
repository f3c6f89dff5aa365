CREATE TABLE "consultation_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nutritionist_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "consultation_availability_range" CHECK ("consultation_availability"."weekday" between 0 and 6 and "consultation_availability"."start_minute" < "consultation_availability"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "consultation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"calendar_key" text NOT NULL,
	"nutritionist_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"session_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_exceptions" (
	"nutritionist_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "consultation_exceptions_nutritionist_id_date_pk" PRIMARY KEY("nutritionist_id","date")
);
--> statement-breakpoint
CREATE TABLE "consultation_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"sessions" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway" text,
	"preference_id" text,
	"checkout_url" text,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "ical" text;--> statement-breakpoint
ALTER TABLE "consultation_availability" ADD CONSTRAINT "consultation_availability_nutritionist_id_accounts_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_order_id_consultation_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."consultation_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_nutritionist_id_accounts_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_exceptions" ADD CONSTRAINT "consultation_exceptions_nutritionist_id_accounts_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_orders" ADD CONSTRAINT "consultation_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_availability_nutritionist_idx" ON "consultation_availability" USING btree ("nutritionist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_slot_unique" ON "consultation_bookings" USING btree ("calendar_key","starts_at") WHERE "consultation_bookings"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "consultation_bookings_nutritionist_idx" ON "consultation_bookings" USING btree ("nutritionist_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultation_bookings_order_idx" ON "consultation_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_orders_payment_unique" ON "consultation_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "consultation_orders_account_idx" ON "consultation_orders" USING btree ("account_id");