-- Every server instance keeps short-lived in-process caches (src/db/change-feed.ts): the sessions it
-- has read, and per-user answers of the contact list and facets. Every change they depend on is
-- announced on the channel 'tl_changes' so that every instance drops what it holds:
--   's:<session id>'  a session changed or ended (sign-out, revocation, renewal)
--   'u:<user id>'     a user row changed or went (ban, deletion, new e-mail or name)
--   'c:<owner id>'    that owner's contacts changed (any insert, update or delete)
--   'p:<user id>'     that user's profile changed (demo mode among others)
-- Postgres delivers them when the transaction commits and folds repeats within one transaction.
CREATE OR REPLACE FUNCTION tl_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('tl_changes', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('tl_changes', 'u:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'profiles' THEN
    PERFORM pg_notify('tl_changes', 'p:' || NEW.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('tl_changes', 'c:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('tl_changes', 'c:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER session_change AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION tl_notify_change();--> statement-breakpoint
CREATE TRIGGER user_change AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION tl_notify_change();--> statement-breakpoint
CREATE TRIGGER profiles_change AFTER UPDATE ON "profiles" FOR EACH ROW EXECUTE FUNCTION tl_notify_change();--> statement-breakpoint
CREATE TRIGGER contacts_change AFTER INSERT OR UPDATE OR DELETE ON "contacts" FOR EACH ROW EXECUTE FUNCTION tl_notify_change();
