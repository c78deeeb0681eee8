-- Keeps a centre's link to a patient in step with the patient's referrals: on a referral's
-- insert, change or deletion it decides again, with patient_center_link_sync, the (centre, patient)
-- pair the referral belonged to before and the one it belongs to after.
-- Called by the trigger referral_requests_link_center (referral_requests, AFTER INSERT OR UPDATE OF
-- state, to_center_id, patient_id OR DELETE, each row).
-- Last defined by migration 0016_patient_link_follows_referrals.
CREATE OR REPLACE FUNCTION patient_center_link_from_referral() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM patient_center_link_sync(OLD.to_center_id, OLD.patient_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_OP = 'INSERT'
       OR OLD.to_center_id IS DISTINCT FROM NEW.to_center_id
       OR OLD.patient_id IS DISTINCT FROM NEW.patient_id THEN
      PERFORM patient_center_link_sync(NEW.to_center_id, NEW.patient_id);
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END
$$;
