-- Adds new links to their centres' rows in center_patient_counts (how many patients each centre
-- reaches), once per statement and in centre order (so two statements never deadlock).
-- Called by the trigger patient_center_links_count_added (patient_center_links, AFTER INSERT, each
-- statement, new rows as the transition table "added").
-- Last defined by migration 0013_center_patient_counts.
CREATE OR REPLACE FUNCTION center_patient_count_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO center_patient_counts AS counts (center_id, patients)
    SELECT added.center_id, count(*) FROM added
      GROUP BY added.center_id ORDER BY added.center_id
    ON CONFLICT (center_id) DO UPDATE SET patients = counts.patients + excluded.patients;
  RETURN NULL;
END
$$;
