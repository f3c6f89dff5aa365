-- Issue 21, refunds under the terms: meals and consultations can now be refunded after payment
-- (refunded_cents, migration 0020), so the trigger of 0019 documents a refund of any of the three
-- order tables with a credit note, exactly as it already did for kits.
CREATE OR REPLACE FUNCTION record_sale_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  total integer;
  buyer uuid := NEW.account_id;
  original invoices%ROWTYPE;
  refunded integer;
BEGIN
  IF kind = 'orders' THEN
    kind := NEW.kind;
    total := NEW.total_cents;
  ELSIF kind = 'meals' THEN
    total := NEW.total_cents;
  ELSE
    total := NEW.amount_cents;
  END IF;

  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO sale_events (sale_kind, sale_id, status) VALUES (kind, NEW.id, NEW.status);
    IF NEW.status = 'paid' AND total > 0 THEN
      INSERT INTO invoices (sale_kind, sale_id, account_id, purpose, source_key, cfe_type, currency, total_cents)
      VALUES (kind, NEW.id, buyer, 'sale', 'sale:' || kind || ':' || NEW.id,
              CASE WHEN kind = 'kit_places' THEN 111 ELSE 101 END, NEW.currency, total)
      ON CONFLICT (source_key) DO NOTHING;
    END IF;
  END IF;

  -- Every order table has refunded_cents now; nested so NEW.refunded_cents is read on updates only.
  IF TG_OP = 'UPDATE' THEN
    IF NEW.refunded_cents > OLD.refunded_cents THEN
      refunded := NEW.refunded_cents - OLD.refunded_cents;
      IF NEW.status = 'paid' THEN
        INSERT INTO sale_events (sale_kind, sale_id, status) VALUES (kind, NEW.id, 'partially_refunded');
      END IF;
      SELECT * INTO original FROM invoices WHERE source_key = 'sale:' || kind || ':' || NEW.id;
      IF FOUND THEN
        INSERT INTO invoices (sale_kind, sale_id, account_id, purpose, source_key, cfe_type, currency, total_cents,
                              references_invoice_id, reason)
        VALUES (kind, NEW.id, buyer, 'refund', 'refund:' || NEW.id || ':' || NEW.refunded_cents,
                original.cfe_type + 1, NEW.currency, refunded, original.id, 'Devolución')
        ON CONFLICT (source_key) DO NOTHING;
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER meal_orders_sale_change ON meal_orders;
--> statement-breakpoint
CREATE TRIGGER meal_orders_sale_change AFTER INSERT OR UPDATE OF status, refunded_cents ON meal_orders
  FOR EACH ROW EXECUTE FUNCTION record_sale_change('meals');
--> statement-breakpoint
DROP TRIGGER consultation_orders_sale_change ON consultation_orders;
--> statement-breakpoint
CREATE TRIGGER consultation_orders_sale_change AFTER INSERT OR UPDATE OF status, refunded_cents ON consultation_orders
  FOR EACH ROW EXECUTE FUNCTION record_sale_change('consultation');
