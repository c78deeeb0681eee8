CREATE TABLE "patient_center_links" (
	"center_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	CONSTRAINT "patient_center_links_center_id_patient_id_pk" PRIMARY KEY("center_id","patient_id")
);
--> statement-breakpoint
ALTER TABLE "patient_center_links" ADD CONSTRAINT "patient_center_links_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_center_links" ADD CONSTRAINT "patient_center_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_center_links_patient_idx" ON "patient_center_links" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patients_first_name_search_idx" ON "patients" USING btree ("first_name_search");--> statement-breakpoint
-- Written by hand: the links follow the patients and referrals they derive from (schema.ts).
-- A centre reaches a patient it treats (patients.center_id) or one referred to it (a referral's
-- to_center_id). Referrals are never deleted and never change their centre; a patient who leaves
-- a centre leaves its link unless a referral to that centre remains.
INSERT INTO "patient_center_links" ("center_id", "patient_id")
  SELECT "to_center_id", "patient_id" FROM "referral_requests"
  UNION
  SELECT "center_id", "id" FROM "patients" WHERE "center_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION patient_center_link_from_referral() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO patient_center_links (center_id, patient_id)
    VALUES (NEW.to_center_id, NEW.patient_id)
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referral_requests_link_center" AFTER INSERT ON "referral_requests"
  FOR EACH ROW EXECUTE FUNCTION patient_center_link_from_referral();--> statement-breakpoint
CREATE FUNCTION patient_center_link_from_patient() RETURNS trigger
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
    INSERT INTO patient_center_links (center_id, patient_id)
      VALUES (NEW.center_id, NEW.id)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patients_link_center" AFTER INSERT OR UPDATE OF "center_id" ON "patients"
  FOR EACH ROW EXECUTE FUNCTION patient_center_link_from_patient();
