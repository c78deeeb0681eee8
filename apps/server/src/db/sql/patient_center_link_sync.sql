-- Decides one (centre, patient) pair from the rows as they are now: the link exists while the
-- record is live and the centre treats the patient or has an open or accepted referral of them,
-- and is deleted otherwise. It locks the patient's row first, so two transactions changing
-- referrals of one patient take turns.
-- No trigger calls it directly: patient_center_link_from_referral does.
-- Last defined by migration 0016_patient_link_follows_referrals.
CREATE OR REPLACE FUNCTION patient_center_link_sync(link_center uuid, link_patient uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM 1 FROM patients WHERE id = link_patient FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM patients AS patient
      WHERE patient.id = link_patient AND patient.deleted_at IS NULL
        AND (patient.center_id = link_center
             OR EXISTS (
               SELECT 1 FROM referral_requests AS referral
                 WHERE referral.patient_id = link_patient
                   AND referral.to_center_id = link_center
                   AND referral.state IN ('pending', 'accepted')))) THEN
    INSERT INTO patient_center_links
        (center_id, patient_id, last_name_search, first_name_search, name_sort_key, birth_number)
      SELECT link_center, patient.id, patient.last_name_search, patient.first_name_search,
             patient.name_sort_key, patient.birth_number
        FROM patients AS patient
        WHERE patient.id = link_patient
      ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM patient_center_links
      WHERE center_id = link_center AND patient_id = link_patient;
  END IF;
END
$$;
