-- One-time links to a patient summary or a referral as PDF (ADR 044), and the audit actions of
-- PDF exports and report links.
CREATE TABLE "report_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"recipient" text NOT NULL,
	"recipient_email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "report_links_kind_check" CHECK ("report_links"."kind" in ('patient', 'referral')),
	CONSTRAINT "report_links_recipient_check" CHECK ("report_links"."recipient" in ('patient', 'doctor')),
	CONSTRAINT "report_links_locale_check" CHECK ("report_links"."locale" in ('cs', 'en'))
);
--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_links_expires_idx" ON "report_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('access.denied', 'audit.read', 'auth.account-activated', 'auth.bootstrap-admin-created', 'auth.other-sessions-ended', 'auth.password-changed', 'auth.password-reset', 'auth.password-reset-requested', 'auth.recovery-codes-renewed', 'auth.second-factor-requested', 'auth.session-ended', 'auth.signed-in', 'auth.signed-out', 'auth.token-renewed', 'auth.two-factor-disabled', 'auth.two-factor-enabled', 'center-doctors.moved', 'center-doctors.updated', 'centers.created', 'centers.deleted', 'centers.hidden', 'centers.shown', 'centers.updated', 'consultations.created', 'consultations.read', 'diagnostics.activation-link-issued', 'diagnostics.outbox-read', 'exports.pdf-created', 'home.patient-read', 'home.patients-listed', 'home.referrals-listed', 'invitations.resent', 'invitations.sent', 'patients.access-log-read', 'patients.center-doctor-changed', 'patients.created', 'patients.deleted', 'patients.listed', 'patients.read', 'patients.updated', 'peripheral-doctors.updated', 'referrals.accepted', 'referrals.cancelled', 'referrals.closed', 'referrals.created', 'referrals.denied', 'referrals.listed', 'referrals.read', 'referrals.redirected', 'referrals.resubmitted', 'registration.submitted', 'reports.downloaded', 'reports.link-sent', 'reps.updated', 'texts.reverted', 'texts.saved', 'users.listed', 'users.locked', 'users.own-profile-updated', 'users.preferences-updated', 'users.read', 'users.sessions-ended', 'users.two-factor-reset', 'users.unlocked', 'users.updated'));
