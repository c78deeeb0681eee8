-- Written by hand: an attempt counter's window used to be aligned to the clock (every 15 minutes
-- on the quarter hour, say), so a burst that straddled a boundary was counted in two windows and
-- got twice the limit through. A counter's window now opens with the subject's first counted call,
-- so there is one live counter per rule and subject: the key alone is the primary key. Ended
-- windows go first, then all but the newest window of each key.
DELETE FROM "rate_limit_counters" WHERE "expires_at" <= now();--> statement-breakpoint
DELETE FROM "rate_limit_counters" AS "older" USING "rate_limit_counters" AS "newer"
  WHERE "older"."key" = "newer"."key" AND "older"."window_start" < "newer"."window_start";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DROP CONSTRAINT "rate_limit_counters_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key");
