-- Every server instance keeps a short-lived in-process cache of the sessions it has read (the
-- session cache in src/auth/session-cache.ts). A change to a session (sign-out, revocation, renewal)
-- or to a user (ban, deletion, new e-mail) is announced on the channel 'tl_auth' so that every
-- instance drops what it cached: 's:<session id>' or 'u:<user id>'.
CREATE OR REPLACE FUNCTION tl_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('tl_auth', 's:' || OLD.id);
  ELSE
    PERFORM pg_notify('tl_auth', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER session_auth_change AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION tl_notify_auth_change();--> statement-breakpoint
CREATE TRIGGER user_auth_change AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION tl_notify_auth_change();
