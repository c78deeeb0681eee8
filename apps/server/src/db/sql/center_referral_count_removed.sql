-- Subtracts deleted referrals from their centres' rows in center_referral_counts, once per
-- statement.
-- Called by the trigger referral_requests_count_removed (referral_requests, AFTER DELETE, each
-- statement, old rows as the transition table "removed").
-- Last defined by migration 0009_center_referral_counts.
CREATE OR REPLACE FUNCTION center_referral_count_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_referral_counts AS counts SET referrals = counts.referrals - removed.n
    FROM (SELECT to_center_id, count(*) AS n FROM removed GROUP BY to_center_id) AS removed
    WHERE counts.center_id = removed.to_center_id;
  RETURN NULL;
END
$$;
