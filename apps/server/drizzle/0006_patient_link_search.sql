ALTER TABLE "patient_center_links" ADD COLUMN "last_name_search" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "patient_center_links" ADD COLUMN "first_name_search" text COLLATE "C";--> statement-breakpoint
CREATE INDEX "patient_center_links_last_name_search_idx" ON "patient_center_links" USING btree ("center_id","last_name_search");--> statement-breakpoint
CREATE INDEX "patient_center_links_first_name_search_idx" ON "patient_center_links" USING btree ("center_id","first_name_search");--> statement-breakpoint
-- Written by hand: the links carry their patient's search keys (schema.ts), kept by the triggers
-- of 0005 (redefined here to copy them) and by one more on a patient's change of name.
UPDATE "patient_center_links" AS link
  SET "last_name_search" = patient."last_name_search",
      "first_name_search" = patient."first_name_search"
  FROM "patients" AS patient
  WHERE patient."id" = link."patient_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_center_link_from_referral() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO patient_center_links (center_id, patient_id, last_name_search, first_name_search)
    SELECT NEW.to_center_id, NEW.patient_id, patient.last_name_search, patient.first_name_search
      FROM patients AS patient WHERE patient.id = NEW.patient_id
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_center_link_from_patient() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.center_id IS NOT NULL
     AND OLD.center_id IS DISTINCT FROM NEW.center_id THEN
    DELETE FROM patient_center_links AS link
      WHERE link.center_id = OLD.center_id AND link.patient_id = OLD.id
        AND NOT EXISTS (
          SELECT 1 FROM referral_requests AS referral
            WHERE referral.patient_id = OLD.id AND referral.to_center_id = OLD.center_id);
  END IF;
  IF NEW.center_id IS NOT NULL THEN
    INSERT INTO patient_center_links (center_id, patient_id, last_name_search, first_name_search)
      VALUES (NEW.center_id, NEW.id, NEW.last_name_search, NEW.first_name_search)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION patient_center_link_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE patient_center_links
    SET last_name_search = NEW.last_name_search, first_name_search = NEW.first_name_search
    WHERE patient_id = NEW.id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patients_link_names" AFTER UPDATE OF "last_name", "first_name" ON "patients"
  FOR EACH ROW
  WHEN (OLD.last_name_search IS DISTINCT FROM NEW.last_name_search
        OR OLD.first_name_search IS DISTINCT FROM NEW.first_name_search)
  EXECUTE FUNCTION patient_center_link_names();
