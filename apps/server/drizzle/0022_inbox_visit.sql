-- Written by hand: when a centre doctor last opened the referral inbox, so the inbox can mark the
-- referrals that arrived since. A time only, kept with the account on the server (never in the
-- browser); empty until the first visit.
ALTER TABLE "users" ADD COLUMN "inbox_visited_at" timestamp with time zone;
