-- An assistant's answer is delivered by one statement (decision 024): the credit, its ledger row, the
-- demo's AI use, the question and the answer, and consume_ai, all or nothing. As a function its plan is
-- made once per connection and kept, instead of planned again for every answer: planning that
-- statement was most of its time, on the embedded database on the server's own thread.
CREATE OR REPLACE FUNCTION tl_deliver_answer(
  p_user text, p_charge boolean, p_cost integer, p_trial_default integer, p_reference text,
  p_question text, p_text text, p_contact_ids jsonb, p_source text,
  p_asked_at timestamptz, p_answered_at timestamptz, p_audit_meta jsonb
) RETURNS TABLE (delivered boolean, credits integer, trialing boolean, room boolean, spent integer, demo_taken boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH org AS (
    SELECT o.id, o.subscription_status = 'trialing' AS trialing
    FROM organisation_members m JOIN organisations o ON o.id = m.org_id
    WHERE m.user_id = p_user ORDER BY m.created_at LIMIT 1
  ),
  snap AS (
    SELECT
      coalesce((SELECT c.ai_credits FROM user_credits c WHERE c.user_id = p_user), 0) AS credits,
      coalesce((SELECT o.trialing FROM org o), false) AS trialing,
      coalesce((
        SELECT NOT o.trialing OR coalesce(t.ai_insights_used, 0) < coalesce(t.trial_ai_limit, p_trial_default)
        FROM org o LEFT JOIN trial_usage t ON t.org_id = o.id
      ), true) AS room
  ),
  demo AS (
    INSERT INTO trial_usage AS t (org_id, ai_insights_used)
    SELECT o.id, 1 FROM org o, snap b WHERE p_charge AND o.trialing AND b.credits >= p_cost AND b.room
    ON CONFLICT (org_id) DO UPDATE SET ai_insights_used = t.ai_insights_used + 1, updated_at = now()
      WHERE t.ai_insights_used < t.trial_ai_limit
    RETURNING t.org_id
  ),
  spend AS (
    UPDATE user_credits c
    SET ai_credits = c.ai_credits - p_cost, ai_monthly_used = c.ai_monthly_used + p_cost, updated_at = now()
    FROM snap b
    WHERE c.user_id = p_user AND p_charge AND b.room AND c.ai_credits >= p_cost
    RETURNING c.ai_credits
  ),
  outcome AS (
    SELECT CASE WHEN p_charge
      THEN EXISTS (SELECT 1 FROM spend) AND (NOT b.trialing OR EXISTS (SELECT 1 FROM demo))
      ELSE b.credits >= p_cost AND b.room END AS delivered
    FROM snap b
  ),
  ledger AS (
    INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference)
    SELECT p_user, -p_cost, s.ai_credits, 'consume_ai', p_reference FROM spend s
  ),
  saved AS (
    INSERT INTO chat_messages (user_id, role, content, contact_ids, source, created_at)
    SELECT p_user, v.role, v.content, v.contact_ids, v.source, v.created_at
    FROM (VALUES
      ('user', p_question, '[]'::jsonb, NULL::text, p_asked_at),
      ('assistant', p_text, p_contact_ids, p_source, p_answered_at)
    ) AS v(role, content, contact_ids, source, created_at), outcome
    WHERE outcome.delivered
  ),
  audit AS (
    INSERT INTO audit_events (org_id, user_id, event, meta)
    SELECT (SELECT id FROM org), p_user, 'consume_ai', p_audit_meta
    FROM outcome WHERE p_charge AND outcome.delivered
  )
  SELECT o.delivered, b.credits::integer, b.trialing, b.room, (SELECT s.ai_credits FROM spend s)::integer, EXISTS (SELECT 1 FROM demo)
  FROM outcome o, snap b;
END
$$;
