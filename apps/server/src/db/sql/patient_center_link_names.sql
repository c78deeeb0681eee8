-- Copies a patient's search keys, sort key and birth number to all of the patient's links when
-- any of them changes, so a centre's searches can be answered from the links' indexes alone.
-- Called by the trigger patients_link_names (patients, AFTER UPDATE OF last_name, first_name,
-- birth_number, each row, only when one of the copied values differs).
-- Last defined by migration 0010_patient_link_birth_number.
CREATE OR REPLACE FUNCTION patient_center_link_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE patient_center_links
    SET last_name_search = NEW.last_name_search, first_name_search = NEW.first_name_search,
        name_sort_key = NEW.name_sort_key, birth_number = NEW.birth_number
    WHERE patient_id = NEW.id;
  RETURN NEW;
END
$$;
