ALTER TABLE "patient_center_links" ADD COLUMN "birth_number" text COLLATE "C";--> statement-breakpoint
-- Written by hand from here on: the links carry their patient's birth number too, so a centre
-- doctor's birth-number search is answered from the index below alone, as the name search is
-- (ADR 023, addendum). The triggers of 0008 are redefined to copy it.
UPDATE "patient_center_links" AS link
  SET "birth_number" = patient."birth_number"
  FROM "patients" AS patient
  WHERE patient."id" = link."patient_id" AND patient."birth_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_center_links_birth_number_idx" ON "patient_center_links" USING btree ("center_id","birth_number","name_sort_key","patient_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_center_link_from_referral() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO patient_center_links
      (center_id, patient_id, last_name_search, first_name_search, name_sort_key, birth_number)
    SELECT NEW.to_center_id, NEW.patient_id, patient.last_name_search,
           patient.first_name_search, patient.name_sort_key, patient.birth_number
      FROM patients AS patient
      WHERE patient.id = NEW.patient_id AND patient.deleted_at IS NULL
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
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
    -- A restored record: the centres of its referrals reach it again.
    INSERT INTO patient_center_links
        (center_id, patient_id, last_name_search, first_name_search, name_sort_key, birth_number)
      SELECT DISTINCT referral.to_center_id, NEW.id, NEW.last_name_search,
             NEW.first_name_search, NEW.name_sort_key, NEW.birth_number
        FROM referral_requests AS referral
        WHERE referral.patient_id = NEW.id
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.center_id IS NOT NULL
     AND OLD.center_id IS DISTINCT FROM NEW.center_id THEN
    DELETE FROM patient_center_links AS link
      WHERE link.center_id = OLD.center_id AND link.patient_id = OLD.id
        AND NOT EXISTS (
          SELECT 1 FROM referral_requests AS referral
            WHERE referral.patient_id = OLD.id AND referral.to_center_id = OLD.center_id);
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
$$;--> statement-breakpoint
DROP TRIGGER "patients_link_names" ON "patients";--> statement-breakpoint
CREATE TRIGGER "patients_link_names" AFTER UPDATE OF "last_name", "first_name", "birth_number" ON "patients"
  FOR EACH ROW
  WHEN (OLD.last_name_search IS DISTINCT FROM NEW.last_name_search
        OR OLD.first_name_search IS DISTINCT FROM NEW.first_name_search
        OR OLD.name_sort_key IS DISTINCT FROM NEW.name_sort_key
        OR OLD.birth_number IS DISTINCT FROM NEW.birth_number)
  EXECUTE FUNCTION patient_center_link_names();
