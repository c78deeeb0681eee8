-- The platform's editable texts (ADR 038): administrators' overrides of the built-in defaults,
-- and every saved or reverted version with its author.
CREATE TABLE "texts" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "texts_key_locale_pk" PRIMARY KEY("key","locale"),
	CONSTRAINT "texts_locale_check" CHECK ("texts"."locale" in ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "text_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "text_versions_version_unique" UNIQUE("key","locale","version"),
	CONSTRAINT "text_versions_locale_check" CHECK ("text_versions"."locale" in ('cs', 'en')),
	CONSTRAINT "text_versions_action_check" CHECK ("text_versions"."action" in ('saved', 'reverted'))
);
--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_versions" ADD CONSTRAINT "text_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('access.denied', 'audit.read', 'auth.account-activated', 'auth.bootstrap-admin-created', 'auth.other-sessions-ended', 'auth.password-changed', 'auth.password-reset', 'auth.password-reset-requested', 'auth.recovery-codes-renewed', 'auth.second-factor-requested', 'auth.session-ended', 'auth.signed-in', 'auth.signed-out', 'auth.token-renewed', 'auth.two-factor-disabled', 'auth.two-factor-enabled', 'center-doctors.moved', 'center-doctors.updated', 'centers.created', 'centers.deleted', 'centers.hidden', 'centers.shown', 'centers.updated', 'consultations.created', 'consultations.read', 'diagnostics.activation-link-issued', 'diagnostics.outbox-read', 'home.patient-read', 'home.patients-listed', 'home.referrals-listed', 'invitations.resent', 'invitations.sent', 'patients.access-log-read', 'patients.center-doctor-changed', 'patients.created', 'patients.deleted', 'patients.listed', 'patients.read', 'patients.updated', 'peripheral-doctors.updated', 'referrals.accepted', 'referrals.cancelled', 'referrals.closed', 'referrals.created', 'referrals.denied', 'referrals.listed', 'referrals.read', 'referrals.redirected', 'referrals.resubmitted', 'registration.submitted', 'reps.updated', 'texts.reverted', 'texts.saved', 'users.listed', 'users.locked', 'users.own-profile-updated', 'users.preferences-updated', 'users.read', 'users.sessions-ended', 'users.two-factor-reset', 'users.unlocked', 'users.updated'));
