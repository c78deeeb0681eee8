-- Moves one referral's count from its old centre to its new one; the app never readdresses a
-- referral, so this serves changes made by hand.
-- Called by the trigger referral_requests_count_moved (referral_requests, AFTER UPDATE OF
-- to_center_id, each row, only when the centre differs).
-- Last defined by migration 0009_center_referral_counts.
CREATE OR REPLACE FUNCTION center_referral_count_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_referral_counts SET referrals = referrals - 1 WHERE center_id = OLD.to_center_id;
  INSERT INTO center_referral_counts AS counts (center_id, referrals)
    VALUES (NEW.to_center_id, 1)
    ON CONFLICT (center_id) DO UPDATE SET referrals = counts.referrals + 1;
  RETURN NULL;
END
$$;
