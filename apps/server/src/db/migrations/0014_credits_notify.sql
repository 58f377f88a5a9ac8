-- The credits balance reaches the browser live (server-sent events, modules/profile): every change of
-- a user's user_credits row is announced on 'tl_changes' as 'k:<user id>', beside the other change
-- kinds of migration 0004, so the instance holding that user's event stream hears it whichever
-- instance (or job) spent or granted the credits.
CREATE OR REPLACE FUNCTION tl_notify_credits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tl_changes', 'k:' || NEW.user_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_credits_change AFTER INSERT OR UPDATE ON "user_credits" FOR EACH ROW EXECUTE FUNCTION tl_notify_credits();
