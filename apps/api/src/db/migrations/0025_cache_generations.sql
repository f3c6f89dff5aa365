CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_generations" ("name") VALUES ('meals-menu'), ('consultation-slots');
--> statement-breakpoint
-- Issue 23: the cached public reads (platform/generation-cache.ts) are rebuilt after any change to
-- what they show, whichever process or path made it: the counter moves in the changing transaction.
CREATE FUNCTION bump_cache_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_generations SET generation = generation + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER meal_weeks_menu_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meal_weeks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('meals-menu');
--> statement-breakpoint
CREATE TRIGGER meals_menu_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meals
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('meals-menu');
--> statement-breakpoint
CREATE TRIGGER consultation_availability_slots_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consultation_availability
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('consultation-slots');
--> statement-breakpoint
CREATE TRIGGER consultation_exceptions_slots_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consultation_exceptions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('consultation-slots');
--> statement-breakpoint
CREATE TRIGGER consultation_bookings_slots_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consultation_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('consultation-slots');
