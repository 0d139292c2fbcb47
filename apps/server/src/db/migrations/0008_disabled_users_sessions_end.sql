-- Disabling a user ends their sessions, whatever path disabled them (directory sync, SQL), so
-- re-enabling the user later does not bring old sessions back.
CREATE FUNCTION "users_disabled_end_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sessions" WHERE "user_id" = NEW."id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_disabled_end_sessions" AFTER UPDATE OF "enabled" ON "users" FOR EACH ROW
  WHEN (OLD."enabled" AND NOT NEW."enabled") EXECUTE FUNCTION "users_disabled_end_sessions"();
