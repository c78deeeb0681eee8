-- Written by hand: a session's stage (everything, or only enrolling the second factor it still
-- lacks) was stored as "scope", a word the permission policy uses for which objects a role
-- reaches. The column and its check take the name "stage"; renaming keeps the values and the
-- check's condition, which follows the column, so no row is rewritten or checked again.
ALTER TABLE "sessions" RENAME COLUMN "scope" TO "stage";--> statement-breakpoint
ALTER TABLE "sessions" RENAME CONSTRAINT "sessions_scope_check" TO "sessions_stage_check";
