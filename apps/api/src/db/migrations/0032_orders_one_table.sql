-- Issue 39: one home for money. The three order tables become one: every sale is an `orders` row
-- (same id as before: order ids are public, in links, at the payment provider and on receipts) with
-- its `order_lines`; what only one product needs moves to that product's table (`meal_deliveries`,
-- `consultation_purchases`). Kit orders stay where they are and get their line; meal and consultation
-- orders are copied over with their lines, coupon uses and buyer. The database trigger that writes a
-- sale's history and fiscal receipts is switched off while rows are copied (the copied sales already
-- have theirs) and comes back on the one table. Tested on a database holding orders of every kind:
-- apps/api/src/db/orders-migration.test.ts.
CREATE TABLE "consultation_purchases" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"sessions" integer NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"share_results" integer DEFAULT 0 NOT NULL,
	"share_results_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meal_deliveries" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"department" text NOT NULL,
	"neighborhood" text NOT NULL,
	"address" text NOT NULL,
	"from_time" text NOT NULL,
	"until_time" text NOT NULL,
	"salt_option" text NOT NULL,
	"carbo_option" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_ref" text,
	"title" text NOT NULL,
	"service_date" date,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "order_lines_amount" CHECK ("order_lines"."quantity" > 0 and "order_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_sale_change ON orders;
--> statement-breakpoint
ALTER TABLE "consultation_bookings" DROP CONSTRAINT "consultation_bookings_order_id_consultation_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_account_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "orders_idempotency_unique";--> statement-breakpoint
ALTER TABLE "coupon_uses" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "unit_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "installments" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "idempotency_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flow" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preference_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_scope" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_payment_id" text;--> statement-breakpoint
-- Kit orders (kits and companies' places): paid by card; the key was the account's; the payment that
-- paid them is their approved charge; one line each.
UPDATE "orders" o SET
  "payment_flow" = 'card',
  "idempotency_scope" = 'account:' || o."account_id",
  "payment_id" = (SELECT c."provider_reference" FROM "charges" c
    WHERE c."order_id" = o."id" AND c."status" IN ('approved', 'charged_back', 'refunded')
      AND c."provider_reference" IS NOT NULL
    ORDER BY c."created_at" LIMIT 1),
  "gateway" = (SELECT c."gateway" FROM "charges" c WHERE c."order_id" = o."id" ORDER BY c."created_at" DESC LIMIT 1);
--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "kind", "title", "quantity", "unit_cents", "amount_cents")
  SELECT o."id", 1, CASE WHEN o."kind" = 'kit_places' THEN 'kit_place' ELSE 'kit' END, 'Kit NutriTest',
    o."quantity", o."unit_price_cents", o."subtotal_cents"
  FROM "orders" o;
--> statement-breakpoint
UPDATE "coupon_uses" u SET "email" = lower(a."email") FROM "accounts" a WHERE a."id" = u."account_id";
--> statement-breakpoint
-- Meal orders: the order, its delivery, its dishes and shipping as lines, the coupon use it held.
INSERT INTO "orders" ("id", "account_id", "kind", "payment_flow", "status", "currency", "subtotal_cents",
    "discount_cents", "total_cents", "refunded_cents", "installments", "coupon_id", "gateway", "preference_id",
    "checkout_url", "payment_id", "idempotency_scope", "idempotency_key", "request_hash", "buyer_name",
    "buyer_email", "buyer_phone", "refund_reason", "refund_payment_id", "created_at", "paid_at")
  SELECT m."id", m."account_id", 'meals', 'redirect', m."status", m."currency", m."meals_cents" + m."shipping_cents",
    m."meals_cents" + m."shipping_cents" - m."total_cents", m."total_cents", m."refunded_cents", 1, m."coupon_id",
    m."gateway", m."preference_id", m."checkout_url", m."payment_id", m."idempotency_scope", m."idempotency_key",
    m."request_hash", m."name", m."email", m."phone", m."refund_reason", m."refund_payment_id", m."created_at",
    m."paid_at"
  FROM "meal_orders" m;
--> statement-breakpoint
INSERT INTO "meal_deliveries" ("order_id", "department", "neighborhood", "address", "from_time", "until_time",
    "salt_option", "carbo_option", "comments")
  SELECT m."id", m."department", m."neighborhood", m."address", m."from_time", m."until_time", m."salt_option",
    m."carbo_option", m."comments"
  FROM "meal_orders" m;
--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "kind", "product_ref", "title", "service_date", "quantity",
    "unit_cents", "amount_cents")
  SELECT i."order_id",
    row_number() OVER (PARTITION BY i."order_id" ORDER BY i."delivery_date", i."title", i."id"),
    'meal', i."meal_id"::text, i."title", i."delivery_date", i."quantity", i."unit_cents", i."quantity" * i."unit_cents"
  FROM "meal_order_items" i;
--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "kind", "title", "quantity", "unit_cents", "amount_cents")
  SELECT m."id", 1 + (SELECT count(*) FROM "meal_order_items" i WHERE i."order_id" = m."id"), 'shipping', 'Envío', 1,
    m."shipping_cents", m."shipping_cents"
  FROM "meal_orders" m WHERE m."shipping_cents" > 0;
--> statement-breakpoint
INSERT INTO "coupon_uses" ("coupon_id", "account_id", "email", "order_id", "created_at")
  SELECT m."coupon_id", m."account_id", lower(m."email"), m."id", m."created_at"
  FROM "meal_orders" m WHERE m."coupon_held" = 1 AND m."coupon_id" IS NOT NULL;
--> statement-breakpoint
-- Consultation orders: the order (its buyer the attendee), what it sold, one line.
INSERT INTO "orders" ("id", "account_id", "kind", "payment_flow", "status", "currency", "subtotal_cents",
    "discount_cents", "total_cents", "refunded_cents", "installments", "gateway", "preference_id", "checkout_url",
    "payment_id", "idempotency_scope", "buyer_name", "buyer_email", "buyer_phone", "refund_reason",
    "refund_payment_id", "created_at", "paid_at")
  SELECT c."id", c."account_id", 'consultation', 'redirect', c."status", c."currency", c."amount_cents", 0,
    c."amount_cents", c."refunded_cents", 1, c."gateway", c."preference_id", c."checkout_url", c."payment_id",
    CASE WHEN c."account_id" IS NULL THEN 'guest' ELSE 'account:' || c."account_id" END,
    trim(c."name" || ' ' || c."last_name"), c."email", c."phone", c."refund_reason", c."refund_payment_id",
    c."created_at", c."paid_at"
  FROM "consultation_orders" c;
--> statement-breakpoint
INSERT INTO "consultation_purchases" ("order_id", "type", "sessions", "name", "last_name", "share_results",
    "share_results_changed_at")
  SELECT c."id", c."type", c."sessions", c."name", c."last_name", c."share_results", c."share_results_changed_at"
  FROM "consultation_orders" c;
--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "kind", "product_ref", "title", "quantity", "unit_cents",
    "amount_cents")
  SELECT c."id", 1, 'consultation', c."type", c."type", 1, c."amount_cents", c."amount_cents"
  FROM "consultation_orders" c;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_flow" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "idempotency_scope" SET NOT NULL;--> statement-breakpoint
DROP TABLE "consultation_orders" CASCADE;--> statement-breakpoint
DROP TABLE "meal_order_items" CASCADE;--> statement-breakpoint
DROP TABLE "meal_orders" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "unit_price_cents";--> statement-breakpoint
ALTER TABLE "consultation_purchases" ADD CONSTRAINT "consultation_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_deliveries" ADD CONSTRAINT "meal_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_service_date_idx" ON "order_lines" USING btree ("service_date");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("kind","product_ref");--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_email_idx" ON "coupon_uses" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_scope_unique" ON "orders" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_unique" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");
--> statement-breakpoint
-- The one trigger (migrations 0019 and 0021 had one per order table): the sale's history, one fiscal
-- receipt when it is paid, one credit note per refund.
CREATE OR REPLACE FUNCTION record_sale_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  original invoices%ROWTYPE;
  refunded integer;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO sale_events (sale_kind, sale_id, status) VALUES (NEW.kind, NEW.id, NEW.status);
    IF NEW.status = 'paid' AND NEW.total_cents > 0 THEN
      INSERT INTO invoices (sale_kind, sale_id, account_id, purpose, source_key, cfe_type, currency, total_cents)
      VALUES (NEW.kind, NEW.id, NEW.account_id, 'sale', 'sale:' || NEW.kind || ':' || NEW.id,
              CASE WHEN NEW.kind = 'kit_places' THEN 111 ELSE 101 END, NEW.currency, NEW.total_cents)
      ON CONFLICT (source_key) DO NOTHING;
    END IF;
  END IF;

  -- Nested: OLD exists on updates only.
  IF TG_OP = 'UPDATE' THEN
    IF NEW.refunded_cents > OLD.refunded_cents THEN
      refunded := NEW.refunded_cents - OLD.refunded_cents;
      IF NEW.status = 'paid' THEN
        INSERT INTO sale_events (sale_kind, sale_id, status) VALUES (NEW.kind, NEW.id, 'partially_refunded');
      END IF;
      SELECT * INTO original FROM invoices WHERE source_key = 'sale:' || NEW.kind || ':' || NEW.id;
      IF FOUND THEN
        INSERT INTO invoices (sale_kind, sale_id, account_id, purpose, source_key, cfe_type, currency, total_cents,
                              references_invoice_id, reason)
        VALUES (NEW.kind, NEW.id, NEW.account_id, 'refund', 'refund:' || NEW.id || ':' || NEW.refunded_cents,
                original.cfe_type + 1, NEW.currency, refunded, original.id, 'Devolución')
        ON CONFLICT (source_key) DO NOTHING;
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_sale_change AFTER INSERT OR UPDATE OF status, refunded_cents ON orders
  FOR EACH ROW EXECUTE FUNCTION record_sale_change();
