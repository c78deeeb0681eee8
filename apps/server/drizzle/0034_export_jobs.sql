-- Export jobs (ADR 042): exports of more rows than the server answers at once, written in the
-- background to the file store and downloaded by their author until they expire.
CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filters" jsonb NOT NULL,
	"locale" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_jobs_kind_check" CHECK ("export_jobs"."kind" in ('center-doctors', 'peripheral-doctors', 'reps', 'patients', 'audit')),
	CONSTRAINT "export_jobs_state_check" CHECK ("export_jobs"."state" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "export_jobs_locale_check" CHECK ("export_jobs"."locale" in ('cs', 'en'))
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_owner_idx" ON "export_jobs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_expires_idx" ON "export_jobs" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('access.denied', 'audit.read', 'auth.account-activated', 'auth.bootstrap-admin-created', 'auth.other-sessions-ended', 'auth.password-changed', 'auth.password-reset', 'auth.password-reset-requested', 'auth.recovery-codes-renewed', 'auth.second-factor-requested', 'auth.session-ended', 'auth.signed-in', 'auth.signed-out', 'auth.token-renewed', 'auth.two-factor-disabled', 'auth.two-factor-enabled', 'center-doctors.moved', 'center-doctors.updated', 'centers.created', 'centers.deleted', 'centers.hidden', 'centers.shown', 'centers.updated', 'consultations.created', 'consultations.read', 'diagnostics.activation-link-issued', 'diagnostics.outbox-read', 'exports.created', 'exports.downloaded', 'home.patient-read', 'home.patients-listed', 'home.referrals-listed', 'invitations.resent', 'invitations.sent', 'patients.access-log-read', 'patients.center-doctor-changed', 'patients.created', 'patients.deleted', 'patients.listed', 'patients.read', 'patients.updated', 'peripheral-doctors.updated', 'referrals.accepted', 'referrals.cancelled', 'referrals.closed', 'referrals.created', 'referrals.denied', 'referrals.listed', 'referrals.read', 'referrals.redirected', 'referrals.resubmitted', 'registration.submitted', 'reps.updated', 'texts.reverted', 'texts.saved', 'users.listed', 'users.locked', 'users.own-profile-updated', 'users.preferences-updated', 'users.read', 'users.sessions-ended', 'users.two-factor-reset', 'users.unlocked', 'users.updated'));
