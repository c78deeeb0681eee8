-- Written by hand. Every enum-like text column gets a CHECK written from the tuple its type comes
-- from (db/tables/one-of.ts), and audit actions get one name each, in the past tense: the rows
-- already written are renamed in place, then the database refuses any name not in the list.
-- audit_events is append-only (migration 0001): its row trigger is disabled for the one UPDATE of
-- this migration's transaction and enabled again before it commits, so no other statement can
-- change a row meanwhile.
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_events" SET "action" = CASE "action"
    WHEN 'auth.account_activation' THEN 'auth.account-activated'
    WHEN 'auth.bootstrap_admin_created' THEN 'auth.bootstrap-admin-created'
    WHEN 'auth.other_sessions_ended' THEN 'auth.other-sessions-ended'
    WHEN 'auth.password_change' THEN 'auth.password-changed'
    WHEN 'auth.password_reset_requested' THEN 'auth.password-reset-requested'
    WHEN 'auth.password_reset' THEN 'auth.password-reset'
    WHEN 'auth.recovery_codes_renewed' THEN 'auth.recovery-codes-renewed'
    WHEN 'auth.session_ended' THEN 'auth.session-ended'
    WHEN 'auth.sign_in.second_factor_requested' THEN 'auth.second-factor-requested'
    WHEN 'auth.sign_in' THEN 'auth.signed-in'
    WHEN 'auth.sign_out' THEN 'auth.signed-out'
    WHEN 'auth.token_renewed' THEN 'auth.token-renewed'
    WHEN 'auth.two_factor_disabled' THEN 'auth.two-factor-disabled'
    WHEN 'auth.two_factor_enabled' THEN 'auth.two-factor-enabled'
    WHEN 'diagnostics.activation_link_issued' THEN 'diagnostics.activation-link-issued'
    WHEN 'diagnostics.outbox_read' THEN 'diagnostics.outbox-read'
    WHEN 'home.patient.read' THEN 'home.patient-read'
    WHEN 'home.patients.listed' THEN 'home.patients-listed'
    WHEN 'home.referrals.listed' THEN 'home.referrals-listed'
    WHEN 'patients.access-log' THEN 'patients.access-log-read'
    WHEN 'patients.change-center-doctor' THEN 'patients.center-doctor-changed'
    WHEN 'patients.create' THEN 'patients.created'
    WHEN 'patients.delete' THEN 'patients.deleted'
    WHEN 'patients.list' THEN 'patients.listed'
    WHEN 'patients.update' THEN 'patients.updated'
    WHEN 'users.own_profile_updated' THEN 'users.own-profile-updated'
    WHEN 'users.preferences_updated' THEN 'users.preferences-updated'
    WHEN 'users.sessions_ended' THEN 'users.sessions-ended'
    WHEN 'users.two_factor_reset' THEN 'users.two-factor-reset'
  END
  WHERE "action" IN ('auth.account_activation', 'auth.bootstrap_admin_created', 'auth.other_sessions_ended', 'auth.password_change', 'auth.password_reset_requested', 'auth.password_reset', 'auth.recovery_codes_renewed', 'auth.session_ended', 'auth.sign_in.second_factor_requested', 'auth.sign_in', 'auth.sign_out', 'auth.token_renewed', 'auth.two_factor_disabled', 'auth.two_factor_enabled', 'diagnostics.activation_link_issued', 'diagnostics.outbox_read', 'home.patient.read', 'home.patients.listed', 'home.referrals.listed', 'patients.access-log', 'patients.change-center-doctor', 'patients.create', 'patients.delete', 'patients.list', 'patients.update', 'users.own_profile_updated', 'users.preferences_updated', 'users.sessions_ended', 'users.two_factor_reset');--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('access.denied', 'audit.read', 'auth.account-activated', 'auth.bootstrap-admin-created', 'auth.other-sessions-ended', 'auth.password-changed', 'auth.password-reset', 'auth.password-reset-requested', 'auth.recovery-codes-renewed', 'auth.second-factor-requested', 'auth.session-ended', 'auth.signed-in', 'auth.signed-out', 'auth.token-renewed', 'auth.two-factor-disabled', 'auth.two-factor-enabled', 'center-doctors.moved', 'center-doctors.updated', 'centers.created', 'centers.deleted', 'centers.hidden', 'centers.shown', 'centers.updated', 'diagnostics.activation-link-issued', 'diagnostics.outbox-read', 'home.patient-read', 'home.patients-listed', 'home.referrals-listed', 'invitations.resent', 'invitations.sent', 'patients.access-log-read', 'patients.center-doctor-changed', 'patients.created', 'patients.deleted', 'patients.listed', 'patients.read', 'patients.updated', 'peripheral-doctors.updated', 'referrals.accepted', 'referrals.cancelled', 'referrals.created', 'referrals.denied', 'referrals.listed', 'referrals.read', 'referrals.redirected', 'registration.submitted', 'reps.updated', 'users.listed', 'users.locked', 'users.own-profile-updated', 'users.preferences-updated', 'users.read', 'users.sessions-ended', 'users.two-factor-reset', 'users.unlocked', 'users.updated'));--> statement-breakpoint
ALTER TABLE "centers" ADD CONSTRAINT "centers_specialty_check" CHECK ("centers"."specialty" in ('dermatology', 'rheumatology'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'dev_outbox'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'success', 'warning', 'error'));--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('activation', 'password_reset', 'bootstrap'));--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_type_check" CHECK ("referral_events"."type" in ('created', 'seen', 'accepted', 'denied', 'cancelled', 'redirected'));--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_urgency_check" CHECK ("referral_requests"."urgency" in ('routine', 'priority', 'urgent'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_scope_check" CHECK ("sessions"."scope" in ('full', 'second_factor_enrolment'));--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_theme_check" CHECK ("user_preferences"."theme" in ('light', 'dark'));--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_language_check" CHECK ("user_preferences"."language" in ('cs', 'en'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_origin_check" CHECK ("users"."origin" in ('invitation', 'public_registration', 'seed', 'bootstrap'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('cs', 'en'));
