-- Moves one link's count from its old centre to its new one; no trigger of the app moves a link,
-- so this serves changes made by hand.
-- Called by the trigger patient_center_links_count_moved (patient_center_links, AFTER UPDATE OF
-- center_id, each row, only when the centre differs).
-- Last defined by migration 0013_center_patient_counts.
CREATE OR REPLACE FUNCTION center_patient_count_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_patient_counts SET patients = patients - 1 WHERE center_id = OLD.center_id;
  INSERT INTO center_patient_counts AS counts (center_id, patients)
    VALUES (NEW.center_id, 1)
    ON CONFLICT (center_id) DO UPDATE SET patients = counts.patients + 1;
  RETURN NULL;
END
$$;
