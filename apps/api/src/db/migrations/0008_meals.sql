CREATE TABLE "meal_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"meal_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"idempotency_key" text NOT NULL,
	"access_key_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"department" text NOT NULL,
	"neighborhood" text NOT NULL,
	"address" text NOT NULL,
	"from_time" text NOT NULL,
	"until_time" text NOT NULL,
	"salt_option" text NOT NULL,
	"carbo_option" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"coupon_id" uuid,
	"meal_count" integer NOT NULL,
	"meals_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway" text,
	"preference_id" text,
	"checkout_url" text,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_orders_total" CHECK ("meal_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meal_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weekstart" date NOT NULL,
	"weekend" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_weeks_weekstart_unique" UNIQUE("weekstart")
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_id" uuid NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"photo_url" text,
	"calories" integer,
	"kitchen_id" integer NOT NULL,
	"available_day" integer NOT NULL,
	"food_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_available_day" CHECK ("meals"."available_day" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"preference_id" text NOT NULL,
	"status" text NOT NULL,
	"external_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_preferences" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"back_urls" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_preferences_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "meal_order_items" ADD CONSTRAINT "meal_order_items_order_id_meal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."meal_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_order_items" ADD CONSTRAINT "meal_order_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_order_items" ADD CONSTRAINT "meal_order_items_week_id_meal_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."meal_weeks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_orders" ADD CONSTRAINT "meal_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_orders" ADD CONSTRAINT "meal_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_week_id_meal_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."meal_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_preference_id_sandbox_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."sandbox_preferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_order_items_date_idx" ON "meal_order_items" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "meal_order_items_order_idx" ON "meal_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_orders_idempotency_unique" ON "meal_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_orders_payment_unique" ON "meal_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "meal_orders_status_idx" ON "meal_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "meals_week_idx" ON "meals" USING btree ("week_id");