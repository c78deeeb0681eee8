-- Written by hand: notification e-mails per kind and delivery. A notification remembers how it is
-- e-mailed (`immediate` or `digest`, null for none) and when it was (`emailed_at`); a queued mail
-- may name the notification it announces, so the worker skips it when the notification was read in
-- the app before its turn (`skipped`). The preferences' booleans become deliveries: a switched-off
-- kind stays off, a switched-on one is sent at once; the new kinds start at once (accounts) and in
-- the daily digest (announcements).
ALTER TABLE "notifications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_check" CHECK ("notifications"."email" in ('immediate', 'digest'));--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."email" = 'digest' and "notifications"."emailed_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "notification_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'dev_outbox', 'skipped'));--> statement-breakpoint
UPDATE "user_preferences" SET "notifications" = jsonb_build_object(
  'referrals', CASE WHEN "notifications"->>'referralEmails' = 'false' THEN 'off' ELSE 'immediate' END,
  'consultations', CASE WHEN "notifications"->>'consultationEmails' = 'false' THEN 'off' ELSE 'immediate' END,
  'accounts', 'immediate',
  'announcements', 'digest',
  'securityEmails', "notifications"->>'securityEmails' IS DISTINCT FROM 'false'
);
