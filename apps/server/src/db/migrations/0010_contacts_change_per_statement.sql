-- The contacts' change announcements (0004_change_notify.sql) once per statement instead of once per
-- row: a bulk import of thousands of rows runs the trigger once, with the changed owners read from
-- the statement's transition tables. The messages are the same 'c:<owner id>'.
CREATE OR REPLACE FUNCTION tl_notify_contacts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('tl_changes', 'c:' || owner) FROM (SELECT DISTINCT user_id AS owner FROM tl_new) AS s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('tl_changes', 'c:' || owner) FROM (SELECT DISTINCT user_id AS owner FROM tl_old) AS s;
  ELSE
    PERFORM pg_notify('tl_changes', 'c:' || owner)
      FROM (SELECT user_id AS owner FROM tl_old UNION SELECT user_id FROM tl_new) AS s;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS contacts_change ON "contacts";--> statement-breakpoint
CREATE TRIGGER contacts_change_insert AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_contacts_change();--> statement-breakpoint
CREATE TRIGGER contacts_change_update AFTER UPDATE ON "contacts" REFERENCING OLD TABLE AS tl_old NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_contacts_change();--> statement-breakpoint
CREATE TRIGGER contacts_change_delete AFTER DELETE ON "contacts" REFERENCING OLD TABLE AS tl_old FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_contacts_change();
