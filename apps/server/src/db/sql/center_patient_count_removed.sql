-- Subtracts deleted links from their centres' rows in center_patient_counts, once per statement.
-- Called by the trigger patient_center_links_count_removed (patient_center_links, AFTER DELETE, each
-- statement, old rows as the transition table "removed").
-- Last defined by migration 0013_center_patient_counts.
CREATE OR REPLACE FUNCTION center_patient_count_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_patient_counts AS counts SET patients = counts.patients - removed.n
    FROM (SELECT center_id, count(*) AS n FROM removed GROUP BY center_id) AS removed
    WHERE counts.center_id = removed.center_id;
  RETURN NULL;
END
$$;
