CREATE TABLE "center_referral_counts" (
	"center_id" uuid PRIMARY KEY NOT NULL,
	"referrals" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_referral_counts" ADD CONSTRAINT "center_referral_counts_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand from here on: each centre's count of referral requests, kept by the triggers
-- below whatever writes the rows (schema.ts, `centerReferralCounts`). They run once per
-- statement, so a bulk insert adds to each centre's row once. A new referral adds to its centre's
-- row in the inserting transaction: two referrals to one centre written at once take turns on
-- that row until the first commits (a referral is written once, so this is rare), and a statement
-- that writes to several centres takes their rows in one order, so two such never deadlock.
INSERT INTO "center_referral_counts" ("center_id", "referrals")
  SELECT "to_center_id", count(*) FROM "referral_requests" GROUP BY "to_center_id";--> statement-breakpoint
CREATE FUNCTION center_referral_count_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO center_referral_counts AS counts (center_id, referrals)
    SELECT added.to_center_id, count(*) FROM added
      GROUP BY added.to_center_id ORDER BY added.to_center_id
    ON CONFLICT (center_id) DO UPDATE SET referrals = counts.referrals + excluded.referrals;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION center_referral_count_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_referral_counts AS counts SET referrals = counts.referrals - removed.n
    FROM (SELECT to_center_id, count(*) AS n FROM removed GROUP BY to_center_id) AS removed
    WHERE counts.center_id = removed.to_center_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION center_referral_count_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_referral_counts SET referrals = referrals - 1 WHERE center_id = OLD.to_center_id;
  INSERT INTO center_referral_counts AS counts (center_id, referrals)
    VALUES (NEW.to_center_id, 1)
    ON CONFLICT (center_id) DO UPDATE SET referrals = counts.referrals + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referral_requests_count_added" AFTER INSERT ON "referral_requests"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION center_referral_count_added();--> statement-breakpoint
CREATE TRIGGER "referral_requests_count_removed" AFTER DELETE ON "referral_requests"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION center_referral_count_removed();--> statement-breakpoint
-- A referral is addressed once; this is for what an operator changes by hand.
CREATE TRIGGER "referral_requests_count_moved" AFTER UPDATE OF "to_center_id" ON "referral_requests"
  FOR EACH ROW WHEN (OLD.to_center_id IS DISTINCT FROM NEW.to_center_id)
  EXECUTE FUNCTION center_referral_count_moved();
