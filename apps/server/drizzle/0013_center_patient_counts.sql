CREATE TABLE "center_patient_counts" (
	"center_id" uuid PRIMARY KEY NOT NULL,
	"patients" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_patient_counts" ADD CONSTRAINT "center_patient_counts_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand from here on: each centre's count of the patients it reaches (its links), kept
-- by the triggers below whatever writes the links (schema.ts, `centerPatientCounts`), as 0009
-- keeps the referrals'. The links change only by insert and delete (the triggers of 0005-0010
-- copy keys into them, never another centre). They run once per statement, so a bulk write adds
-- to each centre's row once; a statement that writes to several centres takes their rows in one
-- order, so two such never deadlock. Two patients of one centre written at once take turns on its
-- row until the first commits (records are written at a person's pace).
INSERT INTO "center_patient_counts" ("center_id", "patients")
  SELECT "center_id", count(*) FROM "patient_center_links" GROUP BY "center_id";--> statement-breakpoint
CREATE FUNCTION center_patient_count_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO center_patient_counts AS counts (center_id, patients)
    SELECT added.center_id, count(*) FROM added
      GROUP BY added.center_id ORDER BY added.center_id
    ON CONFLICT (center_id) DO UPDATE SET patients = counts.patients + excluded.patients;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION center_patient_count_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_patient_counts AS counts SET patients = counts.patients - removed.n
    FROM (SELECT center_id, count(*) AS n FROM removed GROUP BY center_id) AS removed
    WHERE counts.center_id = removed.center_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION center_patient_count_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE center_patient_counts SET patients = patients - 1 WHERE center_id = OLD.center_id;
  INSERT INTO center_patient_counts AS counts (center_id, patients)
    VALUES (NEW.center_id, 1)
    ON CONFLICT (center_id) DO UPDATE SET patients = counts.patients + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patient_center_links_count_added" AFTER INSERT ON "patient_center_links"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION center_patient_count_added();--> statement-breakpoint
CREATE TRIGGER "patient_center_links_count_removed" AFTER DELETE ON "patient_center_links"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION center_patient_count_removed();--> statement-breakpoint
-- No trigger of the app moves a link to another centre; this is for what an operator changes by hand.
CREATE TRIGGER "patient_center_links_count_moved" AFTER UPDATE OF "center_id" ON "patient_center_links"
  FOR EACH ROW WHEN (OLD.center_id IS DISTINCT FROM NEW.center_id)
  EXECUTE FUNCTION center_patient_count_moved();
