-- Refuses any change to an audit row: audit events are evidence, so they may be added but
-- never updated or truncated, and deleted only by the retention task (ADR 043): in a transaction
-- that set `konzilium.audit_retention_before` (set_config, local) to a moment at least 3 years
-- before now, a row that occurred before that moment may be deleted. No other change passes.
-- Called by the triggers audit_events_no_update_or_delete (audit_events, BEFORE UPDATE OR DELETE,
-- each row) and audit_events_no_truncate (audit_events, BEFORE TRUNCATE, each statement).
-- Last defined by migration 0035_background_tasks.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_moment timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    before_moment := nullif(current_setting('konzilium.audit_retention_before', true), '')::timestamptz;
    IF before_moment IS NOT NULL
      AND before_moment <= now() - interval '3 years'
      AND OLD.occurred_at < before_moment THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
