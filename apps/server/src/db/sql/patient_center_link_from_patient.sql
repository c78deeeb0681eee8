-- Keeps the links of a patient in step with the record itself: a deleted record loses every
-- link; a restored one gets back the centres of its open and accepted referrals; the centre a
-- patient leaves keeps its link only through such a referral; the treating centre gets one.
-- Called by the trigger patients_link_center (patients, AFTER INSERT OR UPDATE OF center_id,
-- deleted_at, each row).
-- Last defined by migration 0016_patient_link_follows_referrals.
CREATE OR REPLACE FUNCTION patient_center_link_from_patient() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    -- A deleted record is reached by no centre.
    DELETE FROM patient_center_links WHERE patient_id = NEW.id;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NOT NULL THEN
    INSERT INTO patient_center_links
        (center_id, patient_id, last_name_search, first_name_search, name_sort_key, birth_number)
      SELECT DISTINCT referral.to_center_id, NEW.id, NEW.last_name_search,
             NEW.first_name_search, NEW.name_sort_key, NEW.birth_number
        FROM referral_requests AS referral
        WHERE referral.patient_id = NEW.id AND referral.state IN ('pending', 'accepted')
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.center_id IS NOT NULL
     AND OLD.center_id IS DISTINCT FROM NEW.center_id THEN
    DELETE FROM patient_center_links AS link
      WHERE link.center_id = OLD.center_id AND link.patient_id = OLD.id
        AND NOT EXISTS (
          SELECT 1 FROM referral_requests AS referral
            WHERE referral.patient_id = OLD.id AND referral.to_center_id = OLD.center_id
              AND referral.state IN ('pending', 'accepted'));
  END IF;
  IF NEW.center_id IS NOT NULL THEN
    INSERT INTO patient_center_links
        (center_id, patient_id, last_name_search, first_name_search, name_sort_key, birth_number)
      VALUES (NEW.center_id, NEW.id, NEW.last_name_search, NEW.first_name_search,
              NEW.name_sort_key, NEW.birth_number)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;
