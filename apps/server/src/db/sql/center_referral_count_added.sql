-- Adds the newly inserted referrals to their centres' rows in center_referral_counts, once per
-- statement and in centre order (so two statements never deadlock).
-- Called by the trigger referral_requests_count_added (referral_requests, AFTER INSERT, each
-- statement, new rows as the transition table "added").
-- Last defined by migration 0009_center_referral_counts.
CREATE OR REPLACE FUNCTION center_referral_count_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO center_referral_counts AS counts (center_id, referrals)
    SELECT added.to_center_id, count(*) FROM added
      GROUP BY added.to_center_id ORDER BY added.to_center_id
    ON CONFLICT (center_id) DO UPDATE SET referrals = counts.referrals + excluded.referrals;
  RETURN NULL;
END
$$;
