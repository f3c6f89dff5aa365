-- Issue 23: the answer of GET /v1/consultations/slots is kept whole per process (the slots and the
-- nutritionists' cards beside them), so a change to what a card shows moves the same counter as a
-- change to the calendars (migration 0025): a name, a licence or a photo, or an account's role.
CREATE TRIGGER consultation_nutritionist_profiles_slots_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consultation_nutritionist_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('consultation-slots');
--> statement-breakpoint
CREATE TRIGGER profiles_names_slots_generation AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('consultation-slots');
--> statement-breakpoint
CREATE TRIGGER profiles_truncate_slots_generation AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('consultation-slots');
--> statement-breakpoint
CREATE TRIGGER accounts_role_slots_generation AFTER DELETE OR UPDATE OF role ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation('consultation-slots');
