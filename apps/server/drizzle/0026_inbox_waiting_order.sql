-- Written by hand: a centre's inbox opens on its waiting referrals, the most urgent first and,
-- within one urgency, the longest waiting first. This index holds a centre's referrals of one
-- state in exactly that order (the urgency's rank as the list's ORDER BY computes it, then the
-- creation time and the id), so the first page is the index's first entries instead of a sort of
-- every waiting referral of the centre. The rank's expression must stay the one `urgencyRank`
-- builds from the contract's urgency scale (db/tables/referrals.ts); a test reads the plan.
CREATE INDEX "referral_requests_waiting_idx" ON "referral_requests" USING btree (
  "to_center_id",
  "state",
  (CASE "urgency" WHEN 'routine' THEN 1 WHEN 'priority' THEN 2 WHEN 'urgent' THEN 3 END) DESC,
  "created_at",
  "id"
);
