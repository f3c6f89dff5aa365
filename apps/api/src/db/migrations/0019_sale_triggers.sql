-- Issue 21. The database itself writes, in the transaction that changes an order (whichever code
-- path, process or gateway did it):
--  * sale_events: every status the sale went through (its history in "Mis compras");
--  * invoices: one fiscal receipt to issue when a sale is paid (source_key 'sale:<kind>:<id>'), and
--    one credit note for each refund of a kit order (source_key 'refund:<id>:<refunded so far>').
-- The issuing job (modules/invoicing) completes, numbers and signs those rows.
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

  -- Nested: PL/pgSQL would resolve NEW.refunded_cents on every table if it were in one condition.
  IF TG_TABLE_NAME = 'orders' AND TG_OP = 'UPDATE' THEN
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
CREATE TRIGGER orders_sale_change AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION record_sale_change('orders');
--> statement-breakpoint
CREATE TRIGGER meal_orders_sale_change AFTER INSERT OR UPDATE OF status ON meal_orders
  FOR EACH ROW EXECUTE FUNCTION record_sale_change('meals');
--> statement-breakpoint
CREATE TRIGGER consultation_orders_sale_change AFTER INSERT OR UPDATE OF status ON consultation_orders
  FOR EACH ROW EXECUTE FUNCTION record_sale_change('consultation');
--> statement-breakpoint
-- Orders made before the history existed: their creation and, when it changed, today's state.
-- (Sales paid before receipts existed are not invoiced retroactively: their period is closed.)
INSERT INTO sale_events (sale_kind, sale_id, status, at)
  SELECT kind, id, 'pending', created_at FROM orders
  UNION ALL SELECT kind, id, status, coalesce(refunded_at, paid_at, created_at) FROM orders WHERE status <> 'pending'
  UNION ALL SELECT 'meals', id, 'pending', created_at FROM meal_orders
  UNION ALL SELECT 'meals', id, status, coalesce(paid_at, created_at) FROM meal_orders WHERE status <> 'pending'
  UNION ALL SELECT 'consultation', id, 'pending', created_at FROM consultation_orders
  UNION ALL SELECT 'consultation', id, status, coalesce(paid_at, created_at) FROM consultation_orders WHERE status <> 'pending';
