-- What the assistant and the insights list keep per user (decision 024) is dropped when the rows they
-- were read from change, on every instance, like the other change kinds of migrations 0004 and 0014:
-- a user's insights or their ratings and dismissals ('i:<user id>'; auto-scans write them with no
-- request of the user's), and a user's business priorities ('b:<user id>'). Once per statement, with
-- the users read from the statement's transition tables, so a scan of many insights announces once.
CREATE OR REPLACE FUNCTION tl_notify_user_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('tl_changes', TG_ARGV[0] || uid) FROM (SELECT DISTINCT user_id AS uid FROM tl_new) AS s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('tl_changes', TG_ARGV[0] || uid) FROM (SELECT DISTINCT user_id AS uid FROM tl_old) AS s;
  ELSE
    PERFORM pg_notify('tl_changes', TG_ARGV[0] || uid) FROM (SELECT user_id AS uid FROM tl_old UNION SELECT user_id FROM tl_new) AS s;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ai_insights_change_insert AFTER INSERT ON "ai_insights" REFERENCING NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('i:');--> statement-breakpoint
CREATE TRIGGER ai_insights_change_update AFTER UPDATE ON "ai_insights" REFERENCING OLD TABLE AS tl_old NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('i:');--> statement-breakpoint
CREATE TRIGGER ai_insights_change_delete AFTER DELETE ON "ai_insights" REFERENCING OLD TABLE AS tl_old FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('i:');--> statement-breakpoint
CREATE TRIGGER insight_feedback_change_insert AFTER INSERT ON "insight_feedback" REFERENCING NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('i:');--> statement-breakpoint
CREATE TRIGGER insight_feedback_change_update AFTER UPDATE ON "insight_feedback" REFERENCING OLD TABLE AS tl_old NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('i:');--> statement-breakpoint
CREATE TRIGGER insight_feedback_change_delete AFTER DELETE ON "insight_feedback" REFERENCING OLD TABLE AS tl_old FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('i:');--> statement-breakpoint
CREATE TRIGGER priorities_change_insert AFTER INSERT ON "user_business_priorities" REFERENCING NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('b:');--> statement-breakpoint
CREATE TRIGGER priorities_change_update AFTER UPDATE ON "user_business_priorities" REFERENCING OLD TABLE AS tl_old NEW TABLE AS tl_new FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('b:');--> statement-breakpoint
CREATE TRIGGER priorities_change_delete AFTER DELETE ON "user_business_priorities" REFERENCING OLD TABLE AS tl_old FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_user_rows('b:');
