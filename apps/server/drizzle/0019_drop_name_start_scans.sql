-- Written by hand: the two name-start indexes of migration 0015 served a fourth statement path of
-- a centre doctor's name search, which measured no faster than the plain centre search over the
-- links' search indexes (ADR 028). That path is gone and nothing else reads these indexes.
DROP INDEX IF EXISTS "patient_center_links_last_name_start_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "patient_center_links_first_name_start_idx";
