-- Written by hand: a list, search or home row names the patients its page showed, so a record's
-- access history can tell that it appeared in someone's list, and "rows that showed patient X" is
-- one lookup of a GIN index (array containment, `patient_ids @> array[X]`). Rows about no list
-- keep it null. Adding a nullable column rewrites nothing, and the append-only triggers of 0001
-- stay as they are.
ALTER TABLE "audit_events" ADD COLUMN "patient_ids" uuid[];--> statement-breakpoint
CREATE INDEX "audit_events_patient_ids_idx" ON "audit_events" USING gin ("patient_ids");
