-- Refuses any change to an audit row: audit events are evidence, so they may be added but
-- never updated, deleted or truncated, whatever query tries.
-- Called by the triggers audit_events_no_update_or_delete (audit_events, BEFORE UPDATE OR DELETE,
-- each row) and audit_events_no_truncate (audit_events, BEFORE TRUNCATE, each statement).
-- Last defined by migration 0001_audit_append_only.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
