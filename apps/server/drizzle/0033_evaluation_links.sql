-- Written by hand: questionnaires by one-time link (ADR 041). A link keeps the SHA-256 of its
-- token (never the token), the patient, the questionnaire and language, who sent it, when it
-- expires, and when it was used (with the form the answers became) or revoked. Five new audit
-- actions: a link sent, listed, opened, revoked, and answered.
CREATE TABLE "evaluation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"questionnaire" text NOT NULL,
	"language" text NOT NULL,
	"delivery" text NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" uuid,
	"form_id" uuid,
	CONSTRAINT "evaluation_links_questionnaire_check" CHECK ("evaluation_links"."questionnaire" in ('dlqi', 'basdai')),
	CONSTRAINT "evaluation_links_language_check" CHECK ("evaluation_links"."language" in ('cs', 'en')),
	CONSTRAINT "evaluation_links_delivery_check" CHECK ("evaluation_links"."delivery" in ('email', 'print'))
);
--> statement-breakpoint
ALTER TABLE "evaluation_links" ADD CONSTRAINT "evaluation_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_links" ADD CONSTRAINT "evaluation_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_links" ADD CONSTRAINT "evaluation_links_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_links" ADD CONSTRAINT "evaluation_links_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_links_token_hash_unique" ON "evaluation_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "evaluation_links_patient_idx" ON "evaluation_links" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_links_expires_idx" ON "evaluation_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('access.denied', 'audit.read', 'auth.account-activated', 'auth.bootstrap-admin-created', 'auth.other-sessions-ended', 'auth.password-changed', 'auth.password-reset', 'auth.password-reset-requested', 'auth.recovery-codes-renewed', 'auth.second-factor-requested', 'auth.session-ended', 'auth.signed-in', 'auth.signed-out', 'auth.token-renewed', 'auth.two-factor-disabled', 'auth.two-factor-enabled', 'center-doctors.moved', 'center-doctors.updated', 'centers.created', 'centers.deleted', 'centers.hidden', 'centers.shown', 'centers.updated', 'consultations.created', 'consultations.read', 'diagnostics.activation-link-issued', 'diagnostics.outbox-read', 'evaluation.answered', 'evaluation.link-opened', 'evaluation.link-revoked', 'evaluation.link-sent', 'evaluation.links-listed', 'forms.attachment-added', 'forms.attachment-downloaded', 'forms.attachment-removed', 'forms.created', 'forms.deleted', 'forms.listed', 'forms.read', 'forms.updated', 'home.patient-read', 'home.patients-listed', 'home.referrals-listed', 'invitations.resent', 'invitations.sent', 'patients.access-log-read', 'patients.center-doctor-changed', 'patients.created', 'patients.deleted', 'patients.listed', 'patients.read', 'patients.updated', 'peripheral-doctors.updated', 'referrals.accepted', 'referrals.cancelled', 'referrals.closed', 'referrals.created', 'referrals.denied', 'referrals.listed', 'referrals.read', 'referrals.redirected', 'referrals.resubmitted', 'registration.submitted', 'reps.updated', 'texts.reverted', 'texts.saved', 'users.listed', 'users.locked', 'users.own-profile-updated', 'users.preferences-updated', 'users.read', 'users.sessions-ended', 'users.two-factor-reset', 'users.unlocked', 'users.updated'));
