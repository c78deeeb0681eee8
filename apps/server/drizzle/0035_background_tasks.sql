-- One scheduler for the background tasks of every instance (ADR 043): a row per task with its
-- next due time and the lease of the instance running it, and the record of every run.
CREATE TABLE "scheduled_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"schedule" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_outcome" text,
	"last_trigger" text,
	"last_error" text,
	CONSTRAINT "scheduled_tasks_last_outcome_check" CHECK ("scheduled_tasks"."last_outcome" in ('success', 'failure')),
	CONSTRAINT "scheduled_tasks_last_trigger_check" CHECK ("scheduled_tasks"."last_trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "task_runs" (
	"id" uuid PRIMARY KEY DEFAULT uuid_time_ordered() NOT NULL,
	"task" text NOT NULL,
	"trigger" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"result" jsonb,
	CONSTRAINT "task_runs_outcome_check" CHECK ("task_runs"."outcome" in ('success', 'failure')),
	CONSTRAINT "task_runs_trigger_check" CHECK ("task_runs"."trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
CREATE INDEX "task_runs_task_idx" ON "task_runs" USING btree ("task","started_at");--> statement-breakpoint
CREATE INDEX "task_runs_started_idx" ON "task_runs" USING btree ("started_at");--> statement-breakpoint
-- A pending referral's last reminder to its centre: reminded once per reminder period.
ALTER TABLE "referral_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('access.denied', 'audit.read', 'audit.retention-applied', 'auth.account-activated', 'auth.bootstrap-admin-created', 'auth.other-sessions-ended', 'auth.password-changed', 'auth.password-reset', 'auth.password-reset-requested', 'auth.recovery-codes-renewed', 'auth.second-factor-requested', 'auth.session-ended', 'auth.signed-in', 'auth.signed-out', 'auth.token-renewed', 'auth.two-factor-disabled', 'auth.two-factor-enabled', 'center-doctors.moved', 'center-doctors.updated', 'centers.created', 'centers.deleted', 'centers.hidden', 'centers.shown', 'centers.updated', 'consultations.created', 'consultations.read', 'diagnostics.activation-link-issued', 'diagnostics.app-read', 'diagnostics.cache-refreshed', 'diagnostics.outbox-read', 'diagnostics.task-run', 'diagnostics.tasks-read', 'home.patient-read', 'home.patients-listed', 'home.referrals-listed', 'invitations.resent', 'invitations.sent', 'patients.access-log-read', 'patients.center-doctor-changed', 'patients.created', 'patients.deleted', 'patients.listed', 'patients.read', 'patients.updated', 'peripheral-doctors.updated', 'referrals.accepted', 'referrals.cancelled', 'referrals.closed', 'referrals.created', 'referrals.denied', 'referrals.listed', 'referrals.read', 'referrals.redirected', 'referrals.resubmitted', 'registration.submitted', 'reps.updated', 'texts.reverted', 'texts.saved', 'users.listed', 'users.locked', 'users.own-profile-updated', 'users.preferences-updated', 'users.read', 'users.sessions-ended', 'users.two-factor-reset', 'users.unlocked', 'users.updated'));--> statement-breakpoint
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
