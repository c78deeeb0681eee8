-- Written by hand: a centre's link to a patient (its read access to the record, and its place in
-- the centre's lists and counts) follows the referrals. A centre reaches a live record while it
-- treats the patient (patients.center_id) or while a referral of the patient to it is open
-- (pending) or accepted. A cancelled or denied referral (a redirect leaves the old one denied)
-- leaves the centre its own decision record, the referral, but no longer the patient's record.
-- Before, a link made by a referral stayed forever, whatever became of the referral.
--
-- Links are deleted, not marked inactive, so the list statements, their indexes and the kept
-- counts (0013, whose triggers fire on the links' inserts and deletes) work unchanged.
--
-- patient_center_link_sync decides one (centre, patient) pair from the rows as they are now. It
-- first locks the patient's row (no key update, so it does not wait for a referral's foreign key
-- check): two transactions that change referrals of one patient, say a cancel and a new referral
-- to the same centre, take turns, and the second sees what the first committed (each statement
-- of a function reads the committed rows anew), so neither removes a link the other needs.
CREATE FUNCTION patient_center_link_sync(link_center uuid, link_patient uuid) RETURNS void
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
$$;--> statement-breakpoint
-- A referral's insert, its change of state (or, by hand, of centre or patient) and its deletion
-- by hand decide the pairs it belonged to before and after.
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
$$;--> statement-breakpoint
DROP TRIGGER "referral_requests_link_center" ON "referral_requests";--> statement-breakpoint
CREATE TRIGGER "referral_requests_link_center"
  AFTER INSERT OR UPDATE OF "state", "to_center_id", "patient_id" OR DELETE ON "referral_requests"
  FOR EACH ROW EXECUTE FUNCTION patient_center_link_from_referral();--> statement-breakpoint
-- The patient's side: as in 0010, but a restored record gets back only the links the rule gives
-- (its open and accepted referrals), and the centre it leaves keeps its link only by such a
-- referral.
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
$$;--> statement-breakpoint
-- Existing databases obey the rule from here on: links kept only by cancelled or denied referrals
-- go (the count triggers of 0013 subtract them), and any link the rule gives is there.
DELETE FROM "patient_center_links" AS link
  WHERE NOT EXISTS (
    SELECT 1 FROM "patients" AS patient
      WHERE patient."id" = link."patient_id" AND patient."deleted_at" IS NULL
        AND (patient."center_id" = link."center_id"
             OR EXISTS (
               SELECT 1 FROM "referral_requests" AS referral
                 WHERE referral."patient_id" = link."patient_id"
                   AND referral."to_center_id" = link."center_id"
                   AND referral."state" IN ('pending', 'accepted'))));--> statement-breakpoint
INSERT INTO "patient_center_links"
    ("center_id", "patient_id", "last_name_search", "first_name_search", "name_sort_key", "birth_number")
  SELECT reach."center_id", patient."id", patient."last_name_search", patient."first_name_search",
         patient."name_sort_key", patient."birth_number"
    FROM (
      SELECT "to_center_id" AS "center_id", "patient_id" FROM "referral_requests"
        WHERE "state" IN ('pending', 'accepted')
      UNION
      SELECT "center_id", "id" FROM "patients" WHERE "center_id" IS NOT NULL
    ) AS reach
    JOIN "patients" AS patient ON patient."id" = reach."patient_id"
    WHERE patient."deleted_at" IS NULL
  ON CONFLICT DO NOTHING;
